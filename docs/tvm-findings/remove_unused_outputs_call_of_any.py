# TVM finding 102: RemoveUnusedOutputs raises an InternalError on a module TVM's parser accepts,
# "Check failed: (old_call_ty) is false: Updater should be applied to Call producing an output
# tuple, but helper1(x) has type R.Any". helper1 returns a tuple and has no return annotation;
# it is defined after its caller, so TVM's parser gives the call R.Any (TVM's reading; rxv infers
# the tuple), and the pass, which drops helper1's unused outputs, assumes every call of it has a
# tuple type (rxv shrank it from 62 bindings to 9; 11 campaign findings).
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function(private=True)
    def helper0(x: R.Tensor((), dtype="float16")):
        cls = Module
        y = cls.helper1(x)
        return x

    @R.function(private=True)
    def helper1(a: R.Tensor((), dtype="float16")):
        return (a, a)

    @R.function
    def main(x: R.Tensor((), dtype="float16")):
        cls = Module
        z = cls.helper0(x)
        return z
''', lambda: relax.transform.RemoveUnusedOutputs(), "RemoveUnusedOutputs raises on a module TVM accepts")
