// Writing a bundle (bundle_writer.h): recording region calls, compiling each distinct region ahead
// of time per target, linking, and the manifest.
#include "backends/halide/bundle_writer.h"

#include <fmt/format.h>

#include <chrono>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "backends/halide/bundle_manifest.h"
#include "backends/halide/executor.h"
#include "backends/halide/host_target.h"
#include "backends/halide/jit_cache.h"
#include "backends/halide/lowering.h"
#include "semantics/script/printer.h"
#include "semantics/value/npy.h"
#include "semantics/value/value_literal.h"

namespace rxv::halide {

namespace fs = std::filesystem;
using sem::Tensor;
using sem::Value;

Halide::Target bundle_host_target() {
  Halide::Target host = host_target(); // the CPU's real features (host_target.h)
  Halide::Target t(host.os, host.arch, host.bits);
  for (auto f : {Halide::Target::SSE41, Halide::Target::AVX, Halide::Target::AVX2,
                 Halide::Target::FMA, Halide::Target::F16C})
    if (host.has_feature(f)) t.set_feature(f);
  return t.with_feature(Halide::Target::StrictFloat);
}

Halide::Target bundle_cuda_target() {
  return bundle_host_target()
      .with_feature(Halide::Target::CUDA)
      .with_feature(Halide::Target::CUDACapability80);
}

std::vector<BundleTarget> bundle_targets(const std::string& which) {
  if (which == "cuda") return {{"cuda", bundle_cuda_target()}, {"host", bundle_host_target()}};
  if (which == "host") return {{"host", bundle_host_target()}};
  return {};
}

struct BundleWriter::RegionEntry {
  BundleRegion info;
  std::vector<InputSig> sigs;
  double compile_seconds = 0;
};

struct BundleWriter::CaseEntry {
  BundleCase info;
};

struct BundleWriter::ProgramEntry {
  BundleProgram info;
};

BundleWriter::BundleWriter(BundleOptions opts) : opts_(std::move(opts)) {
  std::error_code ec;
  fs::remove_all(opts_.dir, ec);
  fs::create_directories(fs::path(opts_.dir) / "programs");
  fs::create_directories(fs::path(opts_.dir) / "cases");
  for (const auto& t : opts_.targets) fs::create_directories(fs::path(opts_.dir) / "obj" / t.name);
}

BundleWriter::~BundleWriter() = default;

BundleWriter::Stats BundleWriter::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

namespace {

std::string sigs_str(const std::vector<InputSig>& sigs) {
  std::string s;
  for (const auto& g : sigs) s += g.dtype.str() + "/" + std::to_string(g.ndim) + ",";
  return s;
}

std::string region_text(const Region& r) {
  std::string s;
  for (const auto& rb : r.bindings)
    s += fmt::format("{} = {}{}\n", rb.binding->var->name, sem::print_expr(rb.binding->value),
                     rb.binding->loc.line > 0
                         ? fmt::format("  # at {}:{}", rb.binding->loc.line, rb.binding->loc.col)
                         : "");
  return s;
}

/// Why a region call cannot be a case, or "".
std::string unrecordable(const std::vector<Value>& args, const sem::EvalOr<Value>& result) {
  if (!result.ok()) return "the interpreter errs (anything is allowed)";
  for (const auto& a : args) {
    const Tensor* t = a.as_tensor();
    if (!t) return "an input is not a tensor";
    for (int64_t d : t->shape)
      if (d > INT32_MAX) return "an extent exceeds Halide's 32-bit extents";
    if (!storage_type(t->dtype)) return "an input dtype Halide does not hold";
  }
  const auto* tu = result->as_tuple();
  if (!tu) return "the region's result is not a tuple";
  bool any = false;
  for (const auto& f : tu->fields) {
    const Tensor* t = f.as_tensor();
    if (!t) return "an output is not a tensor";
    if (t->num_elements() > INT32_MAX) return "an output exceeds Halide's 32-bit sizes";
    any = any || t->num_elements() > 0;
  }
  if (!any) return "every output is empty (nothing to run)";
  return "";
}

BundleBuffer buffer_of(const Tensor& t, const std::string& file) {
  Halide::Type st = *storage_type(t.dtype);
  return BundleBuffer{file, t.dtype.str(), static_cast<int>(st.code()), st.bits(), t.shape};
}

void write_npy(const std::string& path, const Tensor& t) {
  std::string err = sem::write_npy_file(path, t);
  RXV_ASSERT(err.empty()) << err;
}

} // namespace

int BundleWriter::region_id(const Region& region, const std::vector<InputSig>& sigs) {
  std::string key = region.structure + "|" + sigs_str(sigs);
  std::shared_future<int> future;
  std::optional<std::promise<int>> promise;
  int id = 0;
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = region_ids_.find(key);
    if (it != region_ids_.end()) {
      future = it->second;
    } else {
      promise.emplace();
      future = promise->get_future().share();
      region_ids_.emplace(key, future);
      id = static_cast<int>(regions_.size());
      auto e = std::make_unique<RegionEntry>();
      e->info.id = id;
      e->info.function = fmt::format("rxv_region_{}", id);
      e->info.structure = key;
      e->info.bindings = region_text(region);
      e->sigs = sigs;
      regions_.push_back(std::move(e));
      ++stats_.regions;
    }
  }
  if (!promise) return future.get();
  // This thread compiles the region for every target; others wait on the future.
  std::map<std::string, std::string> errors;
  for (const auto& t : opts_.targets) {
    std::string path = (fs::path(opts_.dir) / "obj" / t.name / fmt::format("r{}.o", id)).string();
    std::string err;
    try {
      err = CompiledRegion::compile_to_object(region, sigs, t.target,
                                              fmt::format("rxv_region_{}", id), path);
    } catch (const std::exception& e) {
      err = std::string("lowering failed: ") + e.what();
    }
    errors[t.name] = err;
  }
  {
    std::lock_guard<std::mutex> lock(mu_);
    regions_[id]->info.compile_errors = errors;
    for (const auto& [t, e] : errors)
      if (!e.empty()) ++stats_.compile_failures[t];
  }
  promise->set_value(id);
  return id;
}

int BundleWriter::add_program(const sem::IRModule& mod, const std::string& name,
                              const std::string& entry, const std::vector<Value>& args, bool fuse) {
  int program = -1, recorded = 0;
  auto skip = [&](const std::string& why) {
    std::lock_guard<std::mutex> lock(mu_);
    ++stats_.skipped[why];
  };
  JitCache unused; // recording runs every region on the interpreter
  Executor exec(mod, unused, opts_.limits, fuse);
  exec.record_regions([&](const std::string& fn, int k, const Region& region,
                          const std::vector<Value>& in, const sem::EvalOr<Value>& result) {
    if (recorded >= opts_.max_cases_per_program) return skip("over the cases per program");
    if (std::string why = unrecordable(in, result); !why.empty()) return skip(why);
    std::vector<InputSig> sigs;
    int64_t bytes = 0;
    for (const auto& a : in) {
      const Tensor& t = *a.as_tensor();
      sigs.push_back({t.dtype, static_cast<int>(t.ndim())});
      bytes += t.num_elements() * t.elem_bytes();
    }
    for (const auto& f : result->as_tuple()->fields)
      bytes += f.as_tensor()->num_elements() * f.as_tensor()->elem_bytes();
    int case_id = 0;
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stats_.bytes + bytes > opts_.max_bytes) {
        ++stats_.skipped["over the bundle's size budget"];
        return;
      }
      stats_.bytes += bytes;
      if (program < 0) {
        program = static_cast<int>(programs_.size());
        auto p = std::make_unique<ProgramEntry>();
        p->info.id = program;
        p->info.name = name;
        p->info.source = fmt::format("programs/{}.py", program);
        p->info.entry = entry;
        programs_.push_back(std::move(p));
        ++stats_.programs;
      }
      case_id = static_cast<int>(cases_.size());
      cases_.push_back(std::make_unique<CaseEntry>());
      ++stats_.cases;
    }
    if (recorded++ == 0) {
      std::vector<std::string> arg_refs;
      for (size_t i = 0; i < args.size(); ++i) {
        if (const Tensor* t = args[i].as_tensor()) {
          std::string f = fmt::format("programs/{}_arg{}.npy", program, i);
          write_npy((fs::path(opts_.dir) / f).string(), *t);
          arg_refs.push_back("npy:" + f);
        } else {
          arg_refs.push_back("literal:" + sem::format_value_literal(args[i]));
        }
      }
      std::ofstream(fs::path(opts_.dir) / fmt::format("programs/{}.py", program))
          << sem::print_module(mod);
      std::lock_guard<std::mutex> lock(mu_);
      programs_[program]->info.args = std::move(arg_refs);
    }
    BundleCase c;
    c.id = case_id;
    c.program = program;
    c.region = region_id(region, sigs);
    c.fn = fn;
    c.k = k;
    for (size_t i = 0; i < in.size(); ++i) {
      std::string f = fmt::format("cases/{}_in{}.npy", case_id, i);
      write_npy((fs::path(opts_.dir) / f).string(), *in[i].as_tensor());
      c.inputs.push_back(buffer_of(*in[i].as_tensor(), f));
    }
    const auto& outs = result->as_tuple()->fields;
    for (size_t o = 0; o < outs.size(); ++o) {
      std::string f = fmt::format("cases/{}_out{}.npy", case_id, o);
      write_npy((fs::path(opts_.dir) / f).string(), *outs[o].as_tensor());
      c.outputs.push_back(buffer_of(*outs[o].as_tensor(), f));
    }
    std::lock_guard<std::mutex> lock(mu_);
    cases_[case_id]->info = std::move(c);
  });
  (void)exec.call(entry, sem::clone_tensors(args));
  return recorded;
}

std::string BundleWriter::finish(std::ostream& log) {
  std::lock_guard<std::mutex> lock(mu_);
  BundleManifest m;
  fs::path dir(opts_.dir);
  const char* cxx = std::getenv("CXX");
  for (const auto& t : opts_.targets) {
    fs::path obj = dir / "obj" / t.name;
    std::vector<std::string> objects;
    for (const auto& r : regions_)
      if (r->info.compile_errors[t.name].empty())
        objects.push_back((obj / fmt::format("r{}.o", r->info.id)).string());
    std::string lib = fmt::format("regions_{}.so", t.name);
    try {
      Halide::compile_standalone_runtime((obj / "runtime.o").string(), t.target);
    } catch (const Halide::Error& e) {
      return fmt::format("the Halide runtime for {} does not compile: {}", t.name, e.what());
    }
    objects.push_back((obj / "runtime.o").string());
    // A response file: thousands of objects exceed a command line.
    std::ofstream rsp(obj / "objects.rsp");
    for (const auto& o : objects) rsp << o << "\n";
    rsp.close();
    std::string cmd = fmt::format("{} -shared -s -o '{}' '@{}' -ldl -lpthread", cxx ? cxx : "c++",
                                  (dir / lib).string(), (obj / "objects.rsp").string());
    if (int rc = std::system(cmd.c_str()); rc != 0)
      return fmt::format("linking {} failed (exit {}): {}", lib, rc, cmd);
    m.targets[t.name] = t.target.to_string();
    m.libraries[t.name] = lib;
  }
  std::error_code ec;
  fs::remove_all(dir / "obj", ec);
  for (const auto& r : regions_) m.regions.push_back(r->info);
  for (const auto& p : programs_) m.programs.push_back(p->info);
  for (const auto& c : cases_) m.cases.push_back(c->info);
  std::ofstream(dir / "manifest.json") << m.to_json();
  log << fmt::format("bundle {}: {} programs, {} cases, {} distinct regions, {:.1f} MiB of tensors",
                     opts_.dir, stats_.programs, stats_.cases, stats_.regions,
                     double(stats_.bytes) / (1 << 20));
  for (const auto& t : opts_.targets)
    log << fmt::format("; {}: {} compiled", t.name,
                       stats_.regions - (stats_.compile_failures.count(t.name)
                                             ? stats_.compile_failures.at(t.name)
                                             : 0));
  log << "\n";
  for (const auto& [why, n] : stats_.skipped)
    log << fmt::format("  not recorded {:5}  {}\n", n, why);
  return "";
}

} // namespace rxv::halide
