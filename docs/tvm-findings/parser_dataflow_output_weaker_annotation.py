# TVM finding 79: TVM's parser loses a dataflow block's output when the block has two outputs and
# one is annotated more weakly than its value (`b: R.Tensor(dtype="float32", ndim=1) = R.negative(a)`,
# inferred `R.Tensor((3,))`): after the block, `b` is a new variable `b_1` that nothing defines
# (its print: a declaration without a value, `b_1: R.Tensor(dtype="float32", ndim=1)`), so TVM's
# own well-formedness check rejects the module: "Var b is not defined". With one output, or without
# the annotation, the same module parses. rxv shrank it from 34 bindings (issue-16 campaign).
import sys

import tvm

src = '''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        with R.dataflow():
            a = R.abs(x)
            b: R.Tensor(dtype="float32", ndim=1) = R.negative(a)
            R.output(a, b)
        s = R.shape_of(b)
        return x
'''
try:
    tvm.script.from_source(src.replace("R.output(a, b)", "R.output(b)"))
    print("one output: parses")
    tvm.script.from_source(src)
except Exception as e:
    print(tvm.script.from_source(src, check_well_formed=False).script())
    print([l for l in str(e).splitlines() if "not defined" in l] or str(e)[:300])
    print("REPRODUCED: a dataflow output annotated weaker than its value is undefined after the block")
    sys.exit(1)
print("not reproduced: the module parses")
