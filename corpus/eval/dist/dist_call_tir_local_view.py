# RXV: relax.dist.call_tir_local_view runs its worker-local PrimFunc when the mesh has one device (the local view is the whole tensor), and R.dist.call_tir runs its PrimFunc on the global view; on a mesh of 2 devices each device would run its part: Unsupported
# EXPECT: well-formed
# EVAL: local1(float32[2,2]{1, 2, 3, 4}) -> float32[2,2]{2, 3, 4, 5}
# EVAL: global_replicated(float32[2,2]{1, 2, 3, 4}) -> float32[2,2]{2, 3, 4, 5}
# EVAL: local2(float32[2,2]{1, 2, 3, 4}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((1,), I.Range(0, 1)), R.device_mesh((2,), I.Range(0, 2))]})
    @T.prim_func(private=True)
    def add_one(x: T.Buffer((T.int64(2), T.int64(2)), "float32"), y: T.Buffer((T.int64(2), T.int64(2)), "float32")):
        for i, j in T.grid(T.int64(2), T.int64(2)):
            with T.block("y"):
                vi, vj = T.axis.remap("SS", [i, j])
                y[vi, vj] = x[vi, vj] + T.float32(1.0)

    @R.function
    def local1(x: R.DTensor((2, 2), "float32", "mesh[0]", "S[0]")) -> R.DTensor((2, 2), "float32", "mesh[0]", "S[0]"):
        cls = Module
        a = R.dist.call_tir_local_view(cls.add_one, (x,), out_sinfo=R.DTensor((2, 2), "float32", "mesh[0]", "S[0]"))
        return a

    @R.function
    def global_replicated(x: R.DTensor((2, 2), "float32", "mesh[1]", "R")) -> R.DTensor((2, 2), "float32", "mesh[1]", "R"):
        cls = Module
        a = R.dist.call_tir(cls.add_one, (x,), out_sinfo=R.DTensor((2, 2), "float32", "mesh[1]", "R"))
        return a

    @R.function
    def local2(x: R.DTensor((2, 2), "float32", "mesh[1]", "R")) -> R.DTensor((2, 2), "float32", "mesh[1]", "R"):
        cls = Module
        a = R.dist.call_tir_local_view(cls.add_one, (x,), out_sinfo=R.DTensor((2, 2), "float32", "mesh[1]", "R"))
        return a
