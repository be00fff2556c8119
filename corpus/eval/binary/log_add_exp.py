# RXV: reference kernel of R.log_add_exp: TIR's logaddexp, log(exp(x1) + exp(x2)) without the max shift (so 1000, 1000 gives inf in float64, where numpy's logaddexp gives 1000.69); integers are a TypeError
# EXPECT: well-formed
# EVAL: main(float64[1,5]{0, 1, -1, -inf, 1000}, float64[5]{0, 2, 3, -inf, 1000}) -> float64[1,5]{0.69314718055994529, 2.3132616875182226, 3.0181499279178099, -inf, inf}
# EVAL: main(float32[1,2]{0.5, nan}, float32[2]{0.25, 1}) -> float32[1,2]{1.07593954, nan}
# EVAL: main(int32[1,2]{1, 2}, int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.log_add_exp(x, y)
        return gv
