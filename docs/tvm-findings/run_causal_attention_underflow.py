# TVM finding (tvm-llvm): R.nn.attention(q, k, v, causal_mask="TopLeft") gives NaN where every
# kept score of a row is very negative. The legalization (_te_attention) zeroes the masked scores
# with trilu before taking the row max, so the max is 0 instead of the kept scores' max; exp of
# the kept scores then underflows to 0 and the softmax divides 0 by 0. A softmax over the kept
# scores (what the mask means; numpy below) is finite: here every row's kept scores are equal.
import numpy as np
from _build_common import check_run

q = np.full((1, 2, 1, 1), 100.0, dtype="float32")
k = np.full((1, 2, 1, 1), -100.0, dtype="float32")  # every score q.k = -10000
v = np.array([1.0, 3.0], dtype="float32").reshape(1, 2, 1, 1)
expected = np.array([1.0, 2.0], dtype="float32").reshape(1, 2, 1, 1)  # row 0 keeps key 0; row 1 averages
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 2, 1, 1), "float32"), k: R.Tensor((1, 2, 1, 1), "float32"), v: R.Tensor((1, 2, 1, 1), "float32")):
        a = R.nn.attention(q, k, v, causal_mask="TopLeft")
        return a
''', [q, k, v], expected, "causal attention divides 0 by 0 when the kept scores are very negative")
