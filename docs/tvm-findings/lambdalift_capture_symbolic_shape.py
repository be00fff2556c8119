# TVM finding 92: LambdaLift on a closure that captures a tensor whose shape uses main's symbolic
# variables (`c` of shape `(n0 * m0,)`, `R.cumsum` of `x: R.Tensor(("n0", "m0"))`) and returns a
# value unrelated to it: the lifted function takes `c: R.Tensor(("n0 * m0",))`, a compound extent
# that defines neither variable, and the output is rejected by TVM's own well-formedness check,
# "Var n0 is not defined" (rxv shrank it from 43 bindings to 9).
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n0", "m0"), dtype="int64")) -> R.Tensor(("n0", "m0"), dtype="int64"):
        n0 = T.int64()
        m0 = T.int64()
        c = R.cumsum(x, dtype="float16", exclusive=True)
        @R.function
        def f(a: R.Tensor(dtype="int64", ndim=1)):
            s = R.nn.softplus(c, beta=0.5, threshold=5.0)
            r: R.Tensor(dtype="int64", ndim=1) = R.shape_to_tensor(R.shape([]))
            return r

        return x
''',
                 relax.transform.LambdaLift,
                 "LambdaLift's output is ill-formed by TVM's own check")
