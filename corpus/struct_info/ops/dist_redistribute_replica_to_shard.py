# RXV: relax.dist.redistribute_replica_to_shard(input, num_workers, axis): a Tensor's `axis` divided by num_workers (an error when provably not divisible); a replicated DTensor on a 1-d mesh becomes S[axis] (TVM: InferStructInfoRtoS, InferDistStructInfoRtoS)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.DTensor((n, 8), "float32", "mesh[0]", "S[1]")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), y: R.DTensor(("n", 8), "float32", "mesh[0]", "R")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.dist.redistribute_replica_to_shard(x, num_workers=2, axis=1)
        b = R.dist.redistribute_replica_to_shard(y, 2, 1)
        return a

    @R.function
    def bad(x: R.Tensor((4, 7), dtype="float32")) -> R.Tensor((4, 7), dtype="float32"):
        e = R.dist.redistribute_replica_to_shard(x, num_workers=2, axis=1)
        return x
