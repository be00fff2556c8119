# TVM finding 97: a closure's return annotation that uses its enclosing function's shape variables
# is replaced by a weaker one. `def f(y) -> R.Tensor((n, m))` returning a captured `x` of shape
# (n, m), whose body match_casts `x` to (n, m) in a dataflow block, reads back as
# `-> R.Tensor(dtype="float32", ndim=2)` (without the match_cast the annotation stays):
# relax.Function's constructor takes the body's StructInfo when the annotation is a base of it
# ("the body may provide a more granular return type", src/relax/ir/expr.cc) and erases it to the
# shape variables the closure's own parameters define, which loses n and m. The spec (rule 15.6) keeps an annotation,
# and the outer scope's shape variables may appear in it (well-formedness rule 4). Every pass's
# output carries the weaker signature (rxv's issue-16 campaigns: false sinfo-refined findings
# until rxv compared with TVM's reading of the input).
import sys

import tvm

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", "m"), dtype="float32")):
        n = T.int64()
        m = T.int64()
        @R.function
        def f(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((n, m), dtype="float32"):
            with R.dataflow():
                v = R.match_cast(x, R.Tensor((n, m), dtype="float32"))
                R.output(v)
            return x
        z = f(R.const([1, 2, 3, 4], "float32"))
        return z
''')
text = mod.script()
print(text)
closure = [line for line in text.splitlines() if "def f(" in line][0]
if "ndim=2" in closure:
    print("REPRODUCED: the closure's annotation R.Tensor((n, m)) became", closure.split("->")[1])
    sys.exit(1)
print("not reproduced:", closure)
