# RXV: DTensor values on the interpreter: a DTensor is its global view, the whole tensor, when no mesh dimension of several devices splits it (replicated, or a mesh of one device); annotate_sharding and redistribute keep the value; a sharded DTensor on a mesh of 2 devices cannot be evaluated in one process (Unsupported)
# EXPECT: well-formed
# EVAL: replicated(float32[2,2]{1, 2, 3, 4}) -> float32[2,2]{2, 4, 6, 8}
# EVAL: one_device(float32[2,2]{1, 2, 3, 4}) -> float32[2,2]{1, 2, 3, 4}
# EVAL: sharded(float32[2,2]{1, 2, 3, 4}) -> error(Unsupported)
# EVAL: split_by_redistribute(float32[2,2]{1, 2, 3, 4}) -> error(Unsupported)
# EVAL: hint(float32[2]{5, 6}) -> float32[2]{5, 6}
# EVAL: to_shard1(float32[2,2]{1, 2, 3, 4}) -> float32[2,2]{1, 2, 3, 4}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2)), R.device_mesh((1,), I.Range(0, 1))]})
    @R.function
    def replicated(x: R.DTensor((2, 2), "float32", "mesh[0]", "R")) -> R.DTensor((2, 2), "float32", "mesh[0]", "R"):
        a = R.add(x, x)
        return a

    @R.function
    def one_device(x: R.DTensor((2, 2), "float32", "mesh[1]", "S[0]")) -> R.DTensor((2, 2), "float32", "mesh[1]", "S[1]"):
        a = R.dist.redistribute(x, "mesh[1]", "S[1]")
        return a

    @R.function
    def sharded(x: R.DTensor((2, 2), "float32", "mesh[0]", "S[0]")) -> R.DTensor((2, 2), "float32", "mesh[0]", "S[0]"):
        return x

    @R.function
    def split_by_redistribute(x: R.DTensor((2, 2), "float32", "mesh[0]", "R")) -> R.DTensor((2, 2), "float32", "mesh[0]", "S[0]"):
        a = R.dist.redistribute(x, "mesh[0]", "S[0]")
        return a

    @R.function
    def hint(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.dist.annotate_sharding(x, "mesh[0]", "S[0]")
        return a

    @R.function
    def to_shard1(x: R.Tensor((2, 2), dtype="float32")) -> R.Tensor((2, 2), dtype="float32"):
        a = R.dist.redistribute_replica_to_shard(x, num_workers=1, axis=0)
        return a
