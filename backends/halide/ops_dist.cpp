// Halide lowerings of the dist family (semantics/ops/dist.cpp): none. Its ops move tensors between
// the workers of a distributed run (collectives, redistributions) or call worker-local PrimFuncs;
// on the interpreter's single worker they are the identity or an error, with no element
// computation for a backend kernel to check.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_dist_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.ccl.allreduce", "relax.ccl.allgather",
                         "relax.ccl.broadcast_from_worker0", "relax.ccl.scatter_from_worker0"})
    r.exclude(op, "a collective between workers: the identity on one worker, no kernel to lower");
  for (const char* op : {"relax.dist.annotate_sharding", "relax.dist.redistribute",
                         "relax.dist.redistribute_replica_to_shard"})
    r.exclude(op, "a sharding annotation or redistribution: the identity on one worker");
  r.exclude("relax.dist.call_tir_local_view",
            "calls a worker-local TIR PrimFunc, which the Halide backend does not lower");
}

} // namespace rxv::halide
