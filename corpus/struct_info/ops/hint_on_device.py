# RXV: relax.hint_on_device(data, dst_vdevice, memory_scope="global"): data's StructInfo, which must be a Tensor (TVM's InferHintOnDeviceStructInfo); the Device (R.device, tvm.cuda(1), "cuda:1") is kept as device_type and index
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="int8", ndim=2)
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="int8", ndim=2)):
        a = R.hint_on_device(x, R.device(device_type=2, index=1), "global")
        b = R.hint_on_device(a, R.device("cuda:1"))
        c = R.hint_on_device(b, R.device("cpu", 0), memory_scope="global")
        d = R.hint_on_device(y, R.device(1))
        return a

    @R.function
    def bad(s: R.Shape([2, 3])):
        e = R.hint_on_device(s, R.device(1, 0))
        return s
