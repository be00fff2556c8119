# RXV: relax.nn.batch_norm (training) over an empty batch divided by max(count, 1), so the batch mean was 0 and the moving mean moved toward it; TVM's lowering divides by the count (0 / 0 = NaN, numpy's mean of nothing). Found by `rxv tv` on TVM's LegalizeOps test pair test_transform_legalize_ops_nn.py (batch_norm, symbolic, n = 0)
# EXPECT: well-formed
# EVAL: main(float32[0,2]{}, float32[2]{1, 1}, float32[2]{0, 0}, float32[2]{1, 1}, float32[2]{1, 1}) -> (float32[0,2]{}, float32[2]{nan, nan}, float32[2]{nan, nan})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((0, 2), dtype="float32"), gamma: R.Tensor((2,), dtype="float32"), beta: R.Tensor((2,), dtype="float32"), mean: R.Tensor((2,), dtype="float32"), var: R.Tensor((2,), dtype="float32")) -> R.Tuple(R.Tensor((0, 2), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")):
        gv = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=0.0, center=True, scale=True, momentum=0.10000000000000001, training=True)
        return gv
