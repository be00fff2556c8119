# RXV: Halide backend: no false mismatch when a discontinuous op amplifies an in-tolerance difference: Halide's avg_pool2d gives 0.5 where the interpreter (float64 accumulation) gives 0.50000006, and floor_mod by -0.5 turns that into 0 against -0.49999994; floor_mod alone on the interpreter's value agrees, so the oracle isolates the difference to no region ("amplified", backends/halide/isolation.h) (rxv fuzz --backend halide-cpu, program seed 4107386467820682881)
# EXPECT: well-formed
# EVAL: main() -> float32[1,2,2,2]{-0.25000003, -2.2351742e-08, -0.25000012, -1.1920929e-07, 0, -0.49999994, 0, 0}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main():
        pos = R.image.affine_grid(R.const([[[-0.5, 1.5, 1.0], [-1.0, 2.0, 2.0]]], "float32"), R.shape([5, 3]), align_corners=True)
        pooled = R.nn.avg_pool2d(pos, pool_size=[2, 3], strides=[2, 1], dilation=[2, 1], padding=[0, 0, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        gv = R.floor_mod(pooled, R.const(-0.5, "float32"))
        return gv
