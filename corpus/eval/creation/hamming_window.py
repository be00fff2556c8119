# RXV: reference kernel of R.hamming_window (TOPI's): alpha - beta * cos(2 pi i / (N - 1)) with N the size, +1 when periodic; size 1 gives [1]; a size below 1 is an error
# EXPECT: well-formed
# EVAL: main() -> (float32[5]{0.0800000131, 0.540000021, 1, 0.540000021, 0.0800000131}, float32[4]{0.0800000131, 0.540000021, 1, 0.540000021}, float32[1]{1}, float64[3]{0, 1, 0})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main():
        a = R.hamming_window(5, R.prim_value(T.bool(False)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "float32")
        b = R.hamming_window(4, R.prim_value(T.bool(True)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "float32")
        c = R.hamming_window(1, R.prim_value(T.bool(True)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "float32")
        d = R.hamming_window(3, R.prim_value(T.bool(False)), R.prim_value(T.float64(0.5)), R.prim_value(T.float64(0.5)), "float64")
        return (a, b, c, d)

