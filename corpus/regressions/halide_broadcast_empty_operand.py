# RXV: Halide backend: a broadcast read of an empty operand (extent 0) in a region with a non-empty output failed Halide's bounds check (the clamp min(i, extent - 1) required [-1, -1] of it); the JIT fell back to the interpreter, the region compiled ahead of time (rxv-bundle-run) erred (bundle fuzz find, tests/cli/bundle_test.sh)
# EXPECT: well-formed
# EVAL: main(int32[0]{}) -> (int32[]{2}, int32[0]{})
# from tvm.script import ir as I
# from tvm.script import relax as R

@R.function
def main(v3: R.Tensor((0,), dtype="int32")):
    with R.dataflow():
        v19 = R.floor_mod(R.const(-1, "int32"), R.const(3, "int32"))
        v20 = R.subtract(R.const(3, "int32"), v3)
        gv = (v19, v20)
        R.output(gv)
    return gv
