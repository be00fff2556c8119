# TVM finding (StructInfo): R.eye_like(x) with x: R.Tensor(dtype="float32", ndim=2) (ndim known,
# no shape) aborts the parser's normalizer with "Back optional access": InferStructInfoEyeLike
# takes x's shape unconditionally, though it accepts any 2-D (or unknown-ndim) tensor.
import sys

import tvm

try:
    tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2)):
        gv = R.eye_like(x)
        return gv
''')
except Exception as e:  # noqa: BLE001
    print(type(e).__name__, str(e).splitlines()[0])
    print("REPRODUCED: R.eye_like of a tensor without a shape aborts inference")
    sys.exit(1)
print("not reproduced: the module parses")
