# RXV: max_pool2d skips NaN taps (the interpreter takes std::max from the lowest value, as TVM's select-based max does when a NaN tap comes first); a window of NaN and padding only gives -inf. The Halide lowering propagated NaN. rxv fuzz --backend halide-cpu --time 240s --seed 2 -j 2, program seed 10029223439573077024
# EXPECT: well-formed
# EVAL: main(float32[1,1,1,3]{nan, 1, nan}) -> float32[1,1,1,3]{1, 1, -inf}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 1, 3), dtype="float32")) -> R.Tensor((1, 1, 1, 3), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 1, 1, 3), dtype="float32") = R.nn.max_pool2d(x, pool_size=[1, 2], strides=[1, 1], dilation=[1, 1], padding=[0, 0, 0, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            R.output(gv)
        return gv
