# RXV: over no elements Halide computed nothing (an empty input tensor had no address, which Halide takes for a bounds query) and max/min started from -inf/+inf; the spec (and TVM's min_value/max_value) starts from the dtype's lowest/highest finite value, so over no elements or over infinities only the result is that finite value (float16: +-65504); fuzzdiff branch, rxv fuzz --backend
# EXPECT: well-formed
# EVAL: main(float32[2,0]{}, float16[3]{-inf, -inf, -inf}) -> (float32[2]{-3.4028234663852886e38, -3.4028234663852886e38}, float32[2]{3.4028234663852886e38, 3.4028234663852886e38}, float16[]{-65504}, float16[]{-inf})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 0), dtype="float32"), y: R.Tensor((3,), dtype="float16")) -> R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((), dtype="float16"), R.Tensor((), dtype="float16")):
        with R.dataflow():
            a: R.Tensor((2,), dtype="float32") = R.max(x, axis=[1], keepdims=False)
            b: R.Tensor((2,), dtype="float32") = R.min(x, axis=[1], keepdims=False)
            c: R.Tensor((), dtype="float16") = R.max(y, axis=None, keepdims=False)
            d: R.Tensor((), dtype="float16") = R.min(y, axis=None, keepdims=False)
            gv: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((), dtype="float16"), R.Tensor((), dtype="float16")) = (a, b, c, d)
            R.output(gv)
        return gv
