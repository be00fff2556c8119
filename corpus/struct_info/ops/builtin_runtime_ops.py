# RXV: stop_lift_params keeps a tensor's StructInfo (TVM: InferStructInfoUnaryArith), wrap_param changes its dtype, to_vdevice its vdevice, vm.call_tir_dyn returns (), invoke_pure_closure and call_builtin_with_ctx take sinfo_args (call_builtin_with_ctx: () without); a non-tensor to stop_lift_params is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 2), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((n, 2), dtype="float32", vdevice="llvm:0")
# EXPECT-SINFO: main.d : R.Tuple
# EXPECT-ERROR: SI-op @ 25:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-unknown-linux-gnu", "tag": ""}, 0, "global")]})
    @R.function(pure=False)
    def main(x: R.Tensor(("n", 2), dtype="float32")):
        n = T.int64()
        a = R.builtin.stop_lift_params(x)
        b = R.wrap_param(x, dtype="float16")
        c = R.to_vdevice(x, "llvm:0")
        d = R.call_builtin_with_ctx("vm.builtin.dummy", (x,))
        return x

    @R.function
    def bad(s: R.Shape([2])):
        e = R.builtin.stop_lift_params(s)
        return s
