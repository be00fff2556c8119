# RXV: distributed Relax: device meshes as module global infos (I.Range and explicit device ids), DTensor annotations naming them ("mesh[0]") or written in place, R.dist.call_tir with DTensor outputs
# EXPECT: well-formed
# EXPECT-SINFO: foo.gv0 : R.DTensor((128, 128), "float32", "mesh[0]", "S[0], R")
# EXPECT-SINFO: bar.y : R.DTensor((4, 8), "float16", "mesh[1]", "R")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_attrs({"device_num": 10})
    I.module_global_infos({"mesh": [R.device_mesh((2, 2), I.Range(0, 4)), R.device_mesh((1,), [4])]})
    @T.prim_func
    def tir_func(x: T.Buffer((T.int64(128), T.int64(128)), "float32"), y: T.Buffer((T.int64(128), T.int64(128)), "float32")):
        T.func_attr({"tir.noalias": True})
        for i, j in T.grid(T.int64(128), T.int64(128)):
            with T.block(""):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(x[vi, vj])
                T.writes(y[vi, vj])
                y[vi, vj] = x[vi, vj] + T.float32(1.0)

    @R.function
    def foo(x: R.DTensor((128, 128), "float32", device_mesh="mesh[0]", placement="S[0], R")) -> R.DTensor((128, 128), "float32", "mesh[0]", "S[0], R"):
        cls = Module
        gv0 = R.dist.call_tir(cls.tir_func, (x,), out_sinfo=R.DTensor((128, 128), "float32", "mesh[0]", "S[0], R"))
        return gv0

    @R.function
    def bar(x: R.DTensor((4, 8), "float16", R.device_mesh((1,), [4]), "R")) -> R.DTensor((4, 8), "float16", "mesh[1]", "R"):
        y = R.nn.relu(x)
        return y
