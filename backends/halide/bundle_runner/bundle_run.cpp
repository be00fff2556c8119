// rxv-bundle-run: runs every case of a bundle (backends/halide/bundle_writer.h) on the machine it
// runs on, through the bundle's shared objects, and writes the results for `rxv bundle-check`.
// It needs neither libHalide nor LLVM nor Z3: only the C library, the Halide runtime linked into
// each regions_<target>.so and, for CUDA, the driver (libcuda, loaded by that runtime).
//
//   rxv-bundle-run BUNDLE [--out RESULTS] [--targets cuda,host] [--resume] [--limit N]
//   rxv-bundle-run BUNDLE --bench REGION --target T --in SHAPE --in SHAPE --out-shape SHAPE
//                  [--reps N]        (SHAPE: 4096x4096; float32 buffers; prints one JSON line)
//
// RESULTS/results.jsonl gets one line per case and target (bundle_manifest.h), written as it
// goes; RESULTS/out/ the outputs (.npy). A CUDA error can leave the device unusable for the rest
// of the process: after one, the runner reruns the first case that passed on that target, and if
// that fails too it exits with code 5; rerun with --resume to go on in a fresh process. The case
// in flight is named in RESULTS/current (so --resume records a case that killed or hung the
// runner as an error and skips it).
#include <HalideRuntime.h>
#include <dlfcn.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "backends/halide/bundle_manifest.h"
#include "backends/halide/cuda_probe.h"
#include "semantics/value/npy.h"

namespace {

namespace fs = std::filesystem;
using rxv::halide::BundleBuffer;
using rxv::halide::BundleCase;
using rxv::halide::BundleManifest;
using rxv::halide::BundleResult;
using rxv::sem::Tensor;

thread_local std::string g_error; // the Halide runtime's last error message
void on_halide_error(void*, const char* msg) { g_error += msg; }

/// One target's library and the runtime entry points the runner calls.
struct Library {
  void* handle = nullptr;
  bool device = false; ///< a GPU target: buffers go to the device and back
  int (*copy_to_host)(void*, halide_buffer_t*) = nullptr;
  int (*device_free)(void*, halide_buffer_t*) = nullptr;
  int (*device_sync)(void*, halide_buffer_t*) = nullptr;
  std::string unavailable; ///< why its cases cannot run here
};

Library open_library(const std::string& path, const std::string& target) {
  Library lib;
  lib.device = target.find("cuda") != std::string::npos;
  if (lib.device) lib.unavailable = rxv::halide::cuda_unavailable();
  if (!lib.unavailable.empty()) return lib;
  lib.handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib.handle) {
    lib.unavailable = std::string("cannot load: ") + dlerror();
    return lib;
  }
  using SetHandler = halide_error_handler_t (*)(halide_error_handler_t);
  if (auto set = reinterpret_cast<SetHandler>(dlsym(lib.handle, "halide_set_error_handler")))
    set(on_halide_error);
  lib.copy_to_host =
      reinterpret_cast<decltype(lib.copy_to_host)>(dlsym(lib.handle, "halide_copy_to_host"));
  lib.device_free =
      reinterpret_cast<decltype(lib.device_free)>(dlsym(lib.handle, "halide_device_free"));
  lib.device_sync =
      reinterpret_cast<decltype(lib.device_sync)>(dlsym(lib.handle, "halide_device_sync"));
  if (!lib.copy_to_host || !lib.device_free || !lib.device_sync)
    lib.unavailable = "the library lacks the Halide runtime's entry points";
  return lib;
}

/// A halide_buffer_t over a tensor's storage: dims innermost first, dense row-major strides.
struct HostBuffer {
  halide_buffer_t buf{};
  std::vector<halide_dimension_t> dims;
  HostBuffer(const Tensor& t, int type_code, int type_bits) {
    static uint64_t no_elements[1]; // empty tensors: an address never read (null = bounds query)
    dims.resize(t.shape.size());
    int64_t stride = 1;
    for (size_t k = 0; k < t.shape.size(); ++k) {
      size_t d = t.shape.size() - 1 - k;
      dims[k] =
          halide_dimension_t(0, static_cast<int32_t>(t.shape[d]), static_cast<int32_t>(stride));
      stride *= t.shape[d];
    }
    buf.host = t.data && t.num_bytes() > 0 ? reinterpret_cast<uint8_t*>(t.bytes())
                                           : reinterpret_cast<uint8_t*>(no_elements);
    buf.type = halide_type_t(static_cast<halide_type_code_t>(type_code), type_bits);
    buf.dimensions = static_cast<int32_t>(dims.size());
    buf.dim = dims.data();
  }
  HostBuffer(const HostBuffer&) = delete;
};

/// Halide 14's CUDA runtime aborts the process on a zero-size device allocation
/// (src/runtime/cuda.cpp:782, halide_abort_if_false(size != 0)), which an empty input or output
/// of a region asks for; the JIT leaves such calls to the interpreter (compiled_region.cpp).
constexpr const char* kEmptyOnDevice =
    "an empty tensor: Halide 14's CUDA runtime aborts on a zero-size device allocation";

bool has_empty_buffer(const BundleCase& c) {
  for (const auto* bs : {&c.inputs, &c.outputs})
    for (const auto& b : *bs)
      for (int64_t d : b.shape)
        if (d == 0) return true;
  return false;
}

struct CaseRun {
  BundleResult result;
  std::vector<Tensor> outputs;
};

/// Runs `c` on `lib`: reads its inputs, calls the region, copies the outputs back.
CaseRun run_case(const fs::path& bundle, const BundleCase& c, const std::string& fn,
                 const Library& lib) {
  CaseRun run;
  run.result.case_id = c.id;
  std::vector<Tensor> ins;
  for (const auto& b : c.inputs) {
    auto t = rxv::sem::read_npy_file((bundle / b.file).string());
    if (!t) {
      run.result.status = "skipped";
      run.result.message = t.errors().front().message;
      return run;
    }
    ins.push_back(std::move(*t));
  }
  for (const auto& b : c.outputs) {
    auto dt = rxv::sem::DataType::parse(b.dtype);
    if (!dt) {
      run.result.status = "skipped";
      run.result.message = "unknown dtype " + b.dtype;
      return run;
    }
    run.outputs.push_back(Tensor::zeros(*dt, b.shape));
  }
  std::vector<std::unique_ptr<HostBuffer>> bufs;
  for (size_t i = 0; i < ins.size(); ++i)
    bufs.push_back(
        std::make_unique<HostBuffer>(ins[i], c.inputs[i].type_code, c.inputs[i].type_bits));
  for (size_t o = 0; o < run.outputs.size(); ++o)
    bufs.push_back(std::make_unique<HostBuffer>(run.outputs[o], c.outputs[o].type_code,
                                                c.outputs[o].type_bits));
  std::vector<void*> argv;
  for (auto& b : bufs) argv.push_back(&b->buf);
  using Argv = int (*)(void**);
  auto f = reinterpret_cast<Argv>(dlsym(lib.handle, (fn + "_argv").c_str()));
  if (!f) {
    run.result.status = "skipped";
    run.result.message = "no function " + fn + "_argv in the library";
    return run;
  }
  g_error.clear();
  auto start = std::chrono::steady_clock::now();
  if (lib.device)
    for (size_t i = 0; i < ins.size(); ++i) bufs[i]->buf.flags |= halide_buffer_flag_host_dirty;
  int rc = f(argv.data());
  if (rc == 0 && lib.device)
    for (size_t o = 0; o < run.outputs.size() && rc == 0; ++o)
      rc = lib.copy_to_host(nullptr, &bufs[ins.size() + o]->buf);
  run.result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (lib.device)
    for (auto& b : bufs) lib.device_free(nullptr, &b->buf);
  run.result.status = rc == 0 ? "ok" : "error";
  run.result.message = rc == 0 ? "" : "exit code " + std::to_string(rc) + ": " + g_error;
  if (rc != 0) run.outputs.clear();
  return run;
}

std::vector<int64_t> parse_shape(const std::string& s) {
  std::vector<int64_t> out;
  std::stringstream ss(s);
  std::string part;
  while (std::getline(ss, part, 'x')) out.push_back(std::stoll(part));
  return out;
}

/// --bench: times region `region` on float32 inputs of the given shapes, inputs and outputs
/// resident on the device (one warm-up call copies the inputs there first).
int bench(const BundleManifest& m, const Library& lib, int region,
          const std::vector<std::string>& in_shapes, const std::string& out_shape, int reps) {
  if (region < 0 || region >= static_cast<int>(m.regions.size())) {
    std::cerr << "rxv-bundle-run: --bench: no region " << region << "\n";
    return 2;
  }
  std::vector<Tensor> ts;
  uint64_t state = 12345;
  for (const auto& s : in_shapes) {
    Tensor t = Tensor::zeros(rxv::sem::DataType::Float(32), parse_shape(s));
    float* p = t.ptr<float>();
    for (int64_t i = 0; i < t.num_elements(); ++i) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      p[i] = static_cast<float>(static_cast<int32_t>(state >> 40) % 1000) / 1000.0f;
    }
    ts.push_back(std::move(t));
  }
  ts.push_back(Tensor::zeros(rxv::sem::DataType::Float(32), parse_shape(out_shape)));
  std::vector<std::unique_ptr<HostBuffer>> bufs;
  std::vector<void*> argv;
  for (const auto& t : ts) {
    bufs.push_back(std::make_unique<HostBuffer>(t, halide_type_float, 32));
    argv.push_back(&bufs.back()->buf);
  }
  using Argv = int (*)(void**);
  auto f =
      reinterpret_cast<Argv>(dlsym(lib.handle, (m.regions[region].function + "_argv").c_str()));
  if (!f) {
    std::cerr << "rxv-bundle-run: --bench: region " << region << " is not in the library\n";
    return 2;
  }
  for (size_t i = 0; i + 1 < bufs.size(); ++i) bufs[i]->buf.flags |= halide_buffer_flag_host_dirty;
  using Clock = std::chrono::steady_clock;
  auto sync = [&] { return lib.device ? lib.device_sync(nullptr, &bufs.back()->buf) : 0; };
  auto t0 = Clock::now();
  int rc = f(argv.data());
  if (rc == 0) rc = sync();
  double first = std::chrono::duration<double>(Clock::now() - t0).count();
  auto t1 = Clock::now();
  for (int r = 0; r < reps && rc == 0; ++r) rc = f(argv.data());
  if (rc == 0) rc = sync();
  double per = std::chrono::duration<double>(Clock::now() - t1).count() / reps;
  if (rc == 0 && lib.device) rc = lib.copy_to_host(nullptr, &bufs.back()->buf);
  double checksum = 0;
  if (rc == 0)
    for (int64_t i = 0; i < ts.back().num_elements(); i += 4099)
      checksum += ts.back().ptr<float>()[i];
  if (lib.device)
    for (auto& b : bufs) lib.device_free(nullptr, &b->buf);
  std::printf("{\"region\": %d, \"status\": \"%s\", \"reps\": %d, \"first_call_seconds\": %.6f, "
              "\"seconds_per_call\": %.6f, \"checksum\": %.6g, \"message\": \"%s\"}\n",
              region, rc == 0 ? "ok" : "error", reps, first, per, checksum,
              rc == 0 ? "" : "see stderr");
  if (rc != 0) std::cerr << g_error << "\n";
  return rc == 0 ? 0 : 1;
}

struct Flags {
  std::string bundle, out = "results", targets;
  bool resume = false;
  int64_t limit = -1;
  int bench_region = -1, reps = 10;
  std::string bench_target;
  std::vector<std::string> in_shapes;
  std::string out_shape;
};

int usage(const std::string& why) {
  std::cerr << "rxv-bundle-run: " << why << "\n"
            << "usage: rxv-bundle-run BUNDLE [--out RESULTS] [--targets cuda,host] [--resume] "
               "[--limit N]\n"
               "       rxv-bundle-run BUNDLE --bench REGION --target T --in SHAPE... --out-shape "
               "SHAPE [--reps N]\n";
  return 2;
}

/// The cases already in RESULTS/results.jsonl, as (case, target).
std::set<std::pair<int, std::string>> done_cases(const fs::path& file) {
  std::set<std::pair<int, std::string>> done;
  std::ifstream in(file);
  std::string line, err;
  while (std::getline(in, line)) {
    BundleResult r;
    if (BundleResult::from_json_line(line, &r, &err)) done.insert({r.case_id, r.target});
  }
  return done;
}

int run(const Flags& fl) {
  fs::path bundle(fl.bundle);
  std::string text, err;
  if (!rxv::halide::read_text_file((bundle / "manifest.json").string(), &text))
    return usage("cannot read " + (bundle / "manifest.json").string());
  BundleManifest m;
  if (!BundleManifest::from_json(text, &m, &err)) return usage(fl.bundle + ": " + err);
  std::map<std::string, Library> libs;
  for (const auto& [name, file] : m.libraries) {
    if (!fl.targets.empty() && ("," + fl.targets + ",").find("," + name + ",") == std::string::npos)
      continue;
    libs[name] = open_library((bundle / file).string(), m.targets.at(name));
  }
  if (fl.bench_region >= 0) {
    auto it = libs.find(fl.bench_target);
    if (it == libs.end())
      return usage("--bench: no target '" + fl.bench_target + "' in the bundle");
    if (!it->second.unavailable.empty())
      return usage(fl.bench_target + ": " + it->second.unavailable);
    return bench(m, it->second, fl.bench_region, fl.in_shapes, fl.out_shape, fl.reps);
  }
  fs::path out(fl.out);
  fs::create_directories(out / "out");
  fs::path results = out / "results.jsonl", current = out / "current";
  auto done = fl.resume ? done_cases(results) : std::set<std::pair<int, std::string>>{};
  std::ofstream log(results, fl.resume ? std::ios::app : std::ios::trunc);
  // A case in flight when the last process died or hung: an error, not run again.
  if (std::string cur; fl.resume && rxv::halide::read_text_file(current.string(), &cur)) {
    BundleResult r;
    std::stringstream ss(cur);
    ss >> r.case_id >> r.target;
    if (!r.target.empty() && !done.count({r.case_id, r.target})) {
      r.status = "error";
      r.message = "the runner died or hung on this case";
      log << r.to_json_line() << "\n" << std::flush;
      done.insert({r.case_id, r.target});
    }
  }
  std::map<std::string, std::map<std::string, int>> counts;
  for (auto& [name, lib] : libs) {
    int canary = -1; // the first case that passed on this target
    int64_t n = 0;
    for (const auto& c : m.cases) {
      if (fl.limit >= 0 && n >= fl.limit) break;
      ++n;
      if (done.count({c.id, name})) continue;
      BundleResult r;
      r.case_id = c.id;
      r.target = name;
      const std::string& cerr = m.regions[c.region].compile_errors[name];
      if (!lib.unavailable.empty() || !cerr.empty()) {
        r.status = "skipped";
        r.message = !lib.unavailable.empty() ? lib.unavailable : "not compiled: " + cerr;
      } else if (lib.device && has_empty_buffer(c)) {
        r.status = "skipped";
        r.message = kEmptyOnDevice;
      } else {
        std::ofstream(current) << c.id << " " << name << "\n";
        CaseRun cr = run_case(bundle, c, m.regions[c.region].function, lib);
        r = cr.result;
        r.target = name;
        for (size_t o = 0; o < cr.outputs.size(); ++o) {
          std::string f =
              "out/" + name + "_" + std::to_string(c.id) + "_" + std::to_string(o) + ".npy";
          std::string werr = rxv::sem::write_npy_file((out / f).string(), cr.outputs[o]);
          if (!werr.empty()) {
            r.status = "error";
            r.message = "cannot write the output: " + werr;
          }
          r.outputs.push_back(f);
        }
        if (r.status == "ok" && canary < 0) canary = c.id;
        if (r.status == "error" && lib.device && canary >= 0) {
          // Is the device still usable? The canary passed before.
          CaseRun again =
              run_case(bundle, m.cases[canary], m.regions[m.cases[canary].region].function, lib);
          if (again.result.status != "ok") {
            log << r.to_json_line() << "\n" << std::flush;
            std::cerr << "rxv-bundle-run: " << name << ": the device failed after case " << c.id
                      << " (" << r.message << "); rerun with --resume\n";
            return 5;
          }
        }
      }
      ++counts[name][r.status];
      log << r.to_json_line() << "\n" << std::flush;
    }
  }
  std::error_code ec;
  fs::remove(current, ec);
  for (const auto& [name, lib] : libs) {
    std::cout << "rxv-bundle-run: " << name << ":";
    for (const auto& [status, k] : counts[name]) std::cout << " " << k << " " << status;
    if (!lib.unavailable.empty()) std::cout << " (" << lib.unavailable << ")";
    std::cout << "\n";
  }
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  Flags fl;
  std::vector<std::string> a(argv + 1, argv + argc);
  for (size_t i = 0; i < a.size(); ++i) {
    auto value = [&](const char* flag) -> std::string {
      if (i + 1 >= a.size()) throw std::invalid_argument(std::string(flag) + " needs a value");
      return a[++i];
    };
    try {
      if (a[i] == "--out")
        fl.out = value("--out");
      else if (a[i] == "--targets")
        fl.targets = value("--targets");
      else if (a[i] == "--resume")
        fl.resume = true;
      else if (a[i] == "--limit")
        fl.limit = std::stoll(value("--limit"));
      else if (a[i] == "--bench")
        fl.bench_region = std::stoi(value("--bench"));
      else if (a[i] == "--target")
        fl.bench_target = value("--target");
      else if (a[i] == "--in")
        fl.in_shapes.push_back(value("--in"));
      else if (a[i] == "--out-shape")
        fl.out_shape = value("--out-shape");
      else if (a[i] == "--reps")
        fl.reps = std::max(1, std::stoi(value("--reps")));
      else if (a[i] == "-h" || a[i] == "--help")
        return usage("runs a bundle's cases"), 0;
      else if (!a[i].empty() && a[i][0] == '-')
        return usage("unknown flag " + a[i]);
      else if (fl.bundle.empty())
        fl.bundle = a[i];
      else
        return usage("more than one bundle given");
    } catch (const std::exception& e) {
      return usage(std::string("bad flag value: ") + e.what());
    }
  }
  if (fl.bundle.empty()) return usage("no bundle given");
  return run(fl);
}
