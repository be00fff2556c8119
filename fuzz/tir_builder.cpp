#include "fuzz/tir_builder.h"

#include <string>

namespace rxv::fuzz {

using namespace sem;

PrimFunc
make_elementwise_prim_func(const std::vector<PrimExpr>& dims, DataType dtype, int num_inputs,
                           const std::function<PrimExpr(const std::vector<PrimExpr>&)>& value) {
  auto pf = std::make_shared<PrimFuncNode>();
  // Literal dims stay literal; the others become the PrimFunc's own variables,
  // bound by the match_buffer of the first buffer that mentions them.
  std::vector<PrimExpr> shape;
  for (size_t i = 0; i < dims.size(); ++i)
    shape.push_back(is_int_imm(dims[i]) ? dims[i] : make_var("d" + std::to_string(i)));
  static const char* const kNames[] = {"x", "y", "z"};
  std::vector<Buffer> bufs;
  for (int i = 0; i <= num_inputs; ++i) {
    auto b = std::make_shared<BufferNode>();
    b->name = i == num_inputs ? "out" : kNames[i % 3];
    b->dtype = dtype;
    b->shape = shape;
    pf->params.push_back(make_var("var_" + b->name, DataType::Handle()));
    pf->buffer_map.emplace_back(size_t(i), b);
    bufs.push_back(b);
  }
  std::vector<PrimExpr> loops, axes;
  auto block = std::make_shared<BlockStmt>();
  block->name = "compute";
  for (size_t i = 0; i < shape.size(); ++i) {
    loops.push_back(make_var("i" + std::to_string(i)));
    axes.push_back(make_var("v_i" + std::to_string(i)));
    block->iter_vars.push_back(
        IterVar{axes.back(), make_int(0), shape[i], IterVar::Kind::kSpatial});
    block->iter_values.push_back(loops.back());
  }
  auto region = [&](const Buffer& b) {
    BufferRegion r;
    r.buffer = b;
    for (const auto& a : axes) r.region.push_back({a, make_int(1)});
    return r;
  };
  std::vector<PrimExpr> loads;
  for (int i = 0; i < num_inputs; ++i) {
    block->reads.push_back(region(bufs[size_t(i)]));
    loads.push_back(make_buffer_load(bufs[size_t(i)], axes));
  }
  block->writes.push_back(region(bufs.back()));
  auto store = std::make_shared<BufferStoreStmt>();
  store->buffer = bufs.back();
  store->indices = axes;
  store->value = value(loads);
  block->body = store;
  Stmt body = block;
  for (size_t i = shape.size(); i-- > 0;) {
    auto loop = std::make_shared<ForStmt>();
    loop->loop_var = loops[i];
    loop->min = make_int(0);
    loop->extent = shape[i];
    loop->body = body;
    body = loop;
  }
  pf->body = body;
  return pf;
}

} // namespace rxv::fuzz
