# RXV: a DTensor argument to an op TVM gives no distributed rule (dist.FInferStructInfo), or DTensors mixed with Tensors, are errors as in TVM's BlockBuilder
# EXPECT-ERROR: SI-op @ 12:13
# EXPECT-ERROR: SI-op @ 13:13
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.DTensor((8, 4), "float32", "mesh[0]", "S[0]"), y: R.Tensor((8, 4), dtype="float32")) -> R.Tensor((8, 4), dtype="float32"):
        a = R.cumsum(x, axis=0)
        b = R.add(x, y)
        return y
