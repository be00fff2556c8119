# TVM finding (tvm-llvm): R.nn.attention(q, k, v, scale=0.3) on float16 tensors: TVM's StructInfo
# says float16 (query's dtype), TVM's compiled code returns float32. The legalization multiplies
# the float16 scores by the float32 FloatImm `scale` (topi.multiply), which promotes everything
# after it to float32.
import numpy as np
import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 2, 1, 4), "float16"), k: R.Tensor((1, 2, 1, 4), "float16"), v: R.Tensor((1, 2, 1, 4), "float16")):
        a = R.nn.attention(q, k, v, scale=0.3)
        return a
''')
sinfo = mod["main"].body.blocks[0].bindings[0].var
sinfo = getattr(sinfo, "struct_info", None) or sinfo.ty
print("StructInfo:", sinfo)
vm = relax.VirtualMachine(relax.build(mod, target="llvm"), tvm.cpu())
x = np.ones((1, 2, 1, 4), dtype="float16")
got = vm["main"](*[tvm.runtime.tensor(x)] * 3).numpy()
print("compiled result dtype:", got.dtype)
if got.dtype != np.float16:
    print("REPRODUCED: the compiled result's dtype differs from TVM's StructInfo (float16)")
    raise SystemExit(1)
print("not reproduced")
