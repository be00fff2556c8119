# RXV: relax.dist.call_tir_local_view(gvar, args, out_sinfo): its out_sinfo, DTensors of known shape (TVM: InferStructInfoCallTIRLocalView and MakeCallTIRLocalView's check)
# EXPECT-SINFO: main.lv : R.DTensor((n, 8), "float32", "mesh[0]", "S[1]")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @T.prim_func(private=True)
    def add_one(var_x: T.handle, var_y: T.handle):
        n = T.int64()
        x = T.match_buffer(var_x, (n, T.int64(4)))
        y = T.match_buffer(var_y, (n, T.int64(4)))
        for i, j in T.grid(n, T.int64(4)):
            with T.block("y"):
                vi, vj = T.axis.remap("SS", [i, j])
                y[vi, vj] = x[vi, vj] + T.float32(1.0)

    @R.function
    def main(x: R.DTensor(("n", 8), "float32", "mesh[0]", "S[1]")) -> R.DTensor(("n", 8), "float32", "mesh[0]", "S[1]"):
        n = T.int64()
        cls = Module
        lv = R.dist.call_tir_local_view(cls.add_one, (x,), out_sinfo=R.DTensor((n, 8), "float32", "mesh[0]", "S[1]"))
        return lv

    @R.function
    def bad(x: R.DTensor((4, 8), "float32", "mesh[0]", "S[1]")) -> R.Tensor((4, 8), dtype="float32"):
        cls = Module
        e = R.dist.call_tir_local_view(cls.add_one, (x,), out_sinfo=R.Tensor((4, 8), dtype="float32"))
        return e
