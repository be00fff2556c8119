# TVM finding 87: LegalizeOps, AnnotateTIROpPattern, FuseOps on a module whose main defines, in its
# dataflow block, a function literal (unused) that calls a private global function of main's
# module: FuseOps aborts, "Check failed: (it_creator != group2func_.end()) is false" (fuse_ops.cc).
# rxv shrank it from 30 bindings to 7.
import tvm
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="int32")):
        with R.dataflow():
            @R.function
            def f(a: R.Tensor(dtype="int32", ndim=2)) -> R.Tensor(dtype="int32", ndim=2):
                cls = Module
                with R.dataflow():
                    b = cls.g(x)
                    R.output(b)
                return b

            n = R.size(x)
            R.output()
        return x

    @R.function(private=True)
    def g(y: R.Tensor((1, 1), dtype="int32")) -> R.Tensor((1, 1), dtype="int32"):
        return y
''',
             lambda: tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(),
                                            relax.transform.FuseOps()]),
             "FuseOps aborts on a closure that calls a global function")
