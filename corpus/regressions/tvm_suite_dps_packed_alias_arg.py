# RXV: call_dps_packed wraps a single tensor argument into a tuple (TVM's _wrap_inline_arg_tuple) also when it is an alias of a known tensor (gv5 = gv2) or a match_cast to a tensor (was: "the arguments must be a tuple"; TVM's test_tvmscript_parser)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def foo(x: R.Tensor((128, 128), "float32")) -> R.Tensor((128, 128), dtype="float32"):
    gv0 = R.call_dps_packed("extern_func", x, R.Tensor((128, 128), dtype="float32"))
    with R.dataflow():
        gv2 = R.call_dps_packed("extern_func", gv0, R.Tensor((128, 128), dtype="float32"))
        gv3 = R.match_cast(gv2, R.Tensor((128, 128), "float32"))
        gv5 = gv2
        R.output(gv5, gv3)
    gv6 = R.call_dps_packed("extern_func", gv5, R.Tensor((128, 128), dtype="float32"))
    gv7 = R.call_dps_packed("extern_func", gv3, R.Tensor((128, 128), dtype="float32"))
    return gv7
