# TVM finding (tvm-llvm): R.nn.group_norm(..., center=False, scale=False) (likewise layer_norm and
# instance_norm) still multiplies by gamma and adds beta in TVM's compiled code: the legalization
# (legalize_ops/nn.py) never passes `center` / `scale` to TOPI, whose kernels always apply both.
# Expected: the plain normalized values, as the attributes document.
import numpy as np
from _build_common import check_run

x = np.array([[[1.0, 2.0], [3.0, 5.0]]], dtype="float32")  # (1, 2, 2): 2 channels, 1 group each
gamma = np.array([2.0, 3.0], dtype="float32")
beta = np.array([10.0, 20.0], dtype="float32")
m = x.mean(axis=2, keepdims=True)
v = x.var(axis=2, keepdims=True)
expected = ((x - m) / np.sqrt(v + 1e-5)).astype("float32")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 2), "float32"), g: R.Tensor((2,), "float32"), b: R.Tensor((2,), "float32")):
        a = R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2], center=False, scale=False)
        return a
''', [x, gamma, beta], expected, "group_norm's center=False / scale=False are ignored")
