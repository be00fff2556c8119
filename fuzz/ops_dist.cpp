// Generation specs of the dist family (semantics/ops/dist.cpp): none. Its ops take DTensors on
// device meshes declared in a module's global infos, or are collectives whose one-worker meaning
// is the identity (or an error for num_workers > 1): the generator's modules have no meshes, and
// an identity gives the passes under test nothing to change.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_dist_specs(OpSpecTable& table) {
  for (const char* op :
       {"relax.dist.annotate_sharding", "relax.dist.redistribute",
        "relax.dist.redistribute_replica_to_shard", "relax.dist.call_tir_local_view"})
    table.exclude(op, "distributed Relax: needs DTensors on a module's device meshes");
  for (const char* op : {"relax.ccl.allreduce", "relax.ccl.allgather",
                         "relax.ccl.broadcast_from_worker0", "relax.ccl.scatter_from_worker0"})
    table.exclude(op, "a collective: the identity on the interpreter's one worker");
}

} // namespace rxv::fuzz
