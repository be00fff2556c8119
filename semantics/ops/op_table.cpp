#include "semantics/ops/op_table.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/ops/dist_infer.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

const OpTable& OpTable::get() {
  // A function-local static: built once, thread-safe, and no family is lost to the linker since
  // each registration function is called explicitly.
  static const OpTable table = [] {
    OpTable t;
#define RXV_X(file)                                                                                \
  t.family_ = #file;                                                                               \
  register_##file##_ops(t);
    RXV_OP_FAMILIES(RXV_X)
#undef RXV_X
    t.family_.clear();
    return t;
  }();
  return table;
}

void OpTable::add(OpDef def) {
  RXV_ASSERT(!def.name.empty() && def.infer && !def.doc.empty()) << "incomplete op " << def.name;
  RXV_ASSERT(def.max_args == -1 || def.min_args <= def.max_args) << def.name;
  RXV_ASSERT(!index_.count(def.name)) << "op registered twice: " << def.name;
  RXV_ASSERT(def.family.empty() || family_.empty() || def.family == family_)
      << def.name << " says family " << def.family << " but is registered by " << family_;
  if (!family_.empty()) def.family = family_;
  // Rules index their arguments freely: the wrapper lets them see only calls of the right arity
  // with no null StructInfo, whoever calls them (the arity error is check_op_call's to report).
  // A call with a DTensor argument takes the distributed rule (TVM's BlockBuilder does the same).
  def.infer = [rule = std::move(def.infer), dist = std::move(def.dist_infer), name = def.name,
               lo = def.min_args,
               hi = def.max_args](const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) -> StructInfo {
    int n = int(args.size());
    if (args.size() != call.args.size() || n < lo || (hi != -1 && n > hi))
      return make_object_sinfo();
    auto run = [&](const std::vector<StructInfo>& a) {
      if (!has_dtensor_arg(a)) return rule(call, a, ctx);
      return dist ? dist(call, a, ctx) : infer_distributed(name, rule, call, a, ctx);
    };
    if (std::none_of(args.begin(), args.end(), [](const StructInfo& s) { return !s; }))
      return run(args);
    std::vector<StructInfo> filled = args;
    for (auto& s : filled)
      if (!s) s = make_object_sinfo();
    return run(filled);
  };
  index_.emplace(def.name, ops_.size());
  ops_.push_back(std::move(def));
}

const OpDef* OpTable::find(std::string_view name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &ops_[it->second];
}

namespace {

std::string arity_text(const OpDef& def) {
  auto plural = [](int n) { return n == 1 ? "" : "s"; };
  if (def.max_args == -1)
    return fmt::format("at least {} argument{}", def.min_args, plural(def.min_args));
  if (def.min_args == def.max_args)
    return fmt::format("{} argument{}", def.min_args, plural(def.min_args));
  return fmt::format("{} to {} arguments", def.min_args, def.max_args);
}

std::string attr_names(const OpDef& def) {
  if (def.attrs.empty()) return "it takes none";
  std::string out = "it takes ";
  for (size_t i = 0; i < def.attrs.size(); ++i) {
    if (i) out += ", ";
    out += def.attrs[i].name;
  }
  return out;
}

} // namespace

bool check_op_call(const OpDef& def, const CallNode& call, OpInferContext& ctx) {
  bool ok = true;
  int n = int(call.args.size());
  if (n < def.min_args || (def.max_args != -1 && n > def.max_args)) {
    ctx.error(fmt::format("{} takes {}, got {}", def.name, arity_text(def), n));
    ok = false;
  }
  for (const auto& entry : call.attrs.entries) {
    // (Named references, not a structured binding: clang 14 cannot capture one in a lambda.)
    const std::string& key = entry.first;
    const AttrValue& value = entry.second;
    auto spec = std::find_if(def.attrs.begin(), def.attrs.end(),
                             [&](const AttrSpec& s) { return s.name == key; });
    if (spec == def.attrs.end()) {
      ctx.error(fmt::format("{}: unknown attribute '{}' ({})", def.name, key, attr_names(def)));
      ok = false;
    } else if (!attr_has_type(value, spec->type)) {
      ctx.error(fmt::format("{}: attribute '{}' must be {}, got {}", def.name, key,
                            attr_type_name(spec->type), describe_attr(value)));
      ok = false;
    }
  }
  for (const auto& spec : def.attrs) {
    if (spec.required && !call.attrs.find(spec.name)) {
      ctx.error(fmt::format("{}: missing attribute '{}'", def.name, spec.name));
      ok = false;
    }
  }
  return ok;
}

StructInfo infer_op_call(const OpDef& def, const CallNode& call,
                         const std::vector<StructInfo>& arg_sinfo, OpInferContext& ctx) {
  RXV_ASSERT(arg_sinfo.size() == call.args.size())
      << def.name << ": " << arg_sinfo.size() << " StructInfos for " << call.args.size()
      << " arguments";
  if (!check_op_call(def, call, ctx)) return make_object_sinfo();
  StructInfo result = def.infer(call, arg_sinfo, ctx);
  RXV_ASSERT(result) << def.name << ": the rule returned no StructInfo";
  return result;
}

} // namespace rxv::sem
