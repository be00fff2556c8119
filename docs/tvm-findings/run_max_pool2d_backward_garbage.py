# TVM finding (tvm-llvm): R.grad.max_pool2d_backward (2x2 windows, stride 1, a 3x3 input) returns
# values that are no sum of the output gradients (1e36, 4e-41, ...: unwritten memory, differing
# between runs) instead of the gradient of max_pool2d, where each window's gradient goes to its
# largest input. (TOPI's pool_grad also bounds the windows covering an element only from below.)
import numpy as np
from _build_common import check_run

g = np.array([1, 2, 3, 4], dtype="float32").reshape(1, 1, 2, 2)
x = np.array([1, 5, 2, 3, 4, 9, 0, 8, 7], dtype="float32").reshape(1, 1, 3, 3)
# windows: {1,5,3,4} -> 5 at (0,1); {5,2,4,9} -> 9 at (1,2); {3,4,0,8} -> 8 at (2,1); {4,9,8,7} -> 9 at (1,2)
expected = np.array([0, 1, 0, 0, 0, 2 + 4, 0, 3, 0], dtype="float32").reshape(1, 1, 3, 3)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor((1, 1, 2, 2), "float32"), x: R.Tensor((1, 1, 3, 3), "float32")):
        a = R.grad.max_pool2d_backward(g, x, pool_size=[2, 2], strides=[1, 1])
        return a
''', [g, x], expected, "max_pool2d_backward's compiled code reads past its buffers")
