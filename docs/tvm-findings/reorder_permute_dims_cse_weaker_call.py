# TVM finding 101, second pass: ReorderPermuteDimsAfterConcat (whose pattern rewriter also merges
# repeated expressions) replaces `v4 = R.sum(v0)` in an If branch by the earlier `v2`, annotated
# more weakly (ndim=0), so `v5: R.Tensor((), "bool") = R.greater(v2, ...)` gets the re-derived
# R.Tensor(dtype="bool", ndim=0) under its (): "Expression of type R.Tensor(dtype="bool", ndim=0)
# cannot be assigned to a variable of type R.Tensor((), dtype="bool")" (rxv shrank it from 59
# bindings to 7; the module has no permute_dims or concat at all).
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function
    def main(v0: R.Tensor((), dtype="float16")):
        v2: R.Tensor(dtype="float16", ndim=0) = R.sum(v0)
        v3: R.Tensor((), dtype="bool") = R.greater(v2, R.const(0.0, "float16"))
        if v3:
            v4: R.Tensor(dtype="float16", ndim=0) = R.sum(v0)
            v5: R.Tensor((), dtype="bool") = R.greater(v4, R.const(0.0, "float16"))
            v6: R.Tensor(dtype="bool", ndim=0) = v5
        else:
            v6: R.Tensor(dtype="bool", ndim=0) = v3
        return v6
''', lambda: relax.transform.ReorderPermuteDimsAfterConcat(),
                 "ReorderPermuteDimsAfterConcat's output is ill-formed by TVM's own check")
