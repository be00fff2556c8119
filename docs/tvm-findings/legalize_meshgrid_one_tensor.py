# TVM finding 66: LegalizeOps raises on R.meshgrid of one tensor. The StructInfo is a 1-tuple
# (`T.Tuple(R.Tensor((1,)))`), as for any number of inputs; the legalization emits a call whose
# result is the tensor itself, and the projection `lv4[0]` then fails: "The type of Tuple must
# be TupleType, but expression lv4 has type R.Tensor((1,))" (shrunk by rxv from 43 bindings to 3).
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1,), dtype="float32")):
        with R.dataflow():
            g = R.meshgrid((x,), indexing="xy")
            y = g[0]
            R.output(y)
        return y
''', "LegalizeOps raises on meshgrid of one tensor")
