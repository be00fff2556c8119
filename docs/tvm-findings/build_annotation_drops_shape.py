# TVM finding (tvm-llvm): a binding annotated with a weaker StructInfo than the op infers (here
# ndim only: a valid weakening, TVM's checker accepts it) keeps the op from being legalized: the
# call's own shape, (1,), is known, but LegalizeOps sees the annotation's and skips the call, so
# VM codegen fails: "CodeGenVM cannot emit this Relax operator directly". Without the annotation
# the module builds. (Any op; the most frequent tvm-build class of the campaign.)
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(v1: R.Tensor((1,), dtype="float32")):
        v2: R.Tensor(dtype="float32", ndim=1) = R.abs(v1)
        return v2
''', "an ndim-only annotation keeps R.abs from being legalized")
