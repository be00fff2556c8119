#pragma once
/// Name resolution for the Relax reader (relax_reader*.cpp).
///
/// TVMScript names live in nested scopes: the module (its functions and the class name), each
/// function (parameters, shape variables, bindings), and inside a function each dataflow block and
/// each If branch. A name resolves to the nearest visible binding; rebinding a name creates a new
/// variable that shadows the old one.
///
/// A use outside its binding's scope (a DataflowVar after its block, a branch-local variable after
/// the If, a name used before a binding later in the function) is not a reader error: the reader
/// links it to that binding's variable, so that the well-formedness checker can report the exact
/// criterion it breaks (WF-1, WF-3). For that, a binding that goes out of scope is remembered
/// ("dead"), and a pre-scan of the function body records the first binding site of every name
/// ("forward", done when a name first fails to resolve); the variable for a forward site is created
/// on its first use and adopted by the binding when it is read. The fallbacks of the innermost
/// enclosing function come first, a dead binding before a forward site. Only a name bound nowhere
/// is an error.
///
/// Relax names (variables, functions, the module) and shape variables are kept apart, so a shape
/// variable `n` and a Relax variable `n` do not hide each other.
///
/// Cost: one hash lookup per binding and per use. Each name has one record holding its visible
/// bindings innermost last (so a lookup reads the last one) and its fallbacks; leaving a scope
/// walks that scope's own bindings only.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/script/py_ast.h"
#include "semantics/support/stable_vector.h"

namespace rxv::sem::relax_reader {

/// What a name denotes on the Relax side.
struct RelaxName {
  enum class Kind : uint8_t {
    kVar,    ///< a Relax Var or DataflowVar
    kGlobal, ///< a function of the module, by name (a bare `f` in the module)
    kModule, ///< the module class itself (`Module`, or `cls = Module`): `cls.f` is a GlobalVar
  };
  Kind kind = Kind::kVar;
  Var var;                             ///< kVar
  const std::string* global = nullptr; ///< kGlobal: the function's name (owned by the reader)
};

/// A binding statement found by the pre-scan, for a use that precedes it.
struct ForwardSite {
  const py::PyStmt* stmt = nullptr; ///< null: none
  SourceLoc loc;                    ///< the bound name's location
  bool dataflow = false;            ///< Relax sites: the binding creates a DataflowVar
  DataType dtype;                   ///< shape-variable sites: the declared dtype
  /// The variable created for the first use (set by the lookup; the binding adopts it).
  RelaxName created;
  PrimExpr created_shape;
};

/// The per-function state the body reader needs besides names.
struct FunctionFrame {
  uint32_t id = 0;                 ///< unique per function read
  const py::PyStmt* def = nullptr; ///< its definition
  /// Whether the forward sites of its body are recorded: done on the first name that does not
  /// resolve, so that well-formed code never pays for it.
  bool prescanned = false;
  size_t first_scope = 0; ///< the function's own scope (a depth in the scope stack)
  /// Shape variables created by string dimensions of this function's signature; a later
  /// `n = T.int64()` declaration reuses them.
  std::unordered_map<std::string, PrimExpr> signature_shape_vars;
  /// Variables created for a forward use, keyed by the statement that binds them.
  std::unordered_map<const py::PyStmt*, std::shared_ptr<VarNode>> precreated_vars;
  std::unordered_map<const py::PyStmt*, PrimExpr> precreated_shape_vars;
  /// Statements in dataflow blocks that bind a name listed in the block's `R.output(...)` (the
  /// last binding of that name in the block): they bind a Var, not a DataflowVar.
  std::unordered_set<const py::PyStmt*> output_bindings;
  /// The same for a name of an unpacking target (`a, b = t`): the name's node in the target.
  std::unordered_set<const py::PyExpr*> output_targets;
};

/// The scope stack. Scope 0 is the module's.
class Scopes {
public:
  Scopes();

  /// A block scope (dataflow block, If branch).
  void push();
  void pop();
  /// A function: its frame and its own scope.
  void push_function();
  void pop_function();
  bool in_function() const { return !functions_.empty(); }
  FunctionFrame& function() { return functions_.back(); }

  /// Binds in the innermost scope.
  void bind_relax(std::string_view name, RelaxName n);
  void bind_var(std::string_view name, const Var& v) {
    bind_relax(name, RelaxName{RelaxName::Kind::kVar, v, nullptr});
  }
  void bind_shape(std::string_view name, const PrimExpr& v);
  /// Binds a shape variable in the current function's own scope (visible for the rest of it).
  void bind_shape_in_function(std::string_view name, const PrimExpr& v);

  /// Makes room for about `names` more names when that at least doubles the table (so that
  /// growth stays geometric).
  void reserve(size_t names) {
    if (names > records_.size()) grow_index(records_.size() + names);
  }
  /// Starts loading the index slot where `name` is looked up first: the reader calls it for the
  /// name a statement a few ahead binds, so that the miss of a table larger than the caches is
  /// not waited for (a new name's slot is anywhere in the table; names in use are in cache).
  void prefetch(std::string_view name) const;
  /// Pre-scan results for the active function `owner` (the first site of a name is kept).
  void add_relax_forward(std::string_view name, const ForwardSite& site, uint32_t owner);
  void add_shape_forward(std::string_view name, const ForwardSite& site, uint32_t owner);
  /// The active functions, outermost first.
  std::vector<FunctionFrame>& functions() { return functions_; }

  /// The Relax binding of `name` in the innermost scope only, or null.
  const RelaxName* find_relax_innermost(std::string_view name);
  /// Resolves a Relax name: the visible scopes, innermost first; then the fallbacks of the
  /// enclosing functions (see the file comment); then the module. Null if bound nowhere.
  const RelaxName* lookup_relax(std::string_view name);
  /// Resolves a shape variable the same way. Null if bound nowhere.
  PrimExpr lookup_shape(std::string_view name);

private:
  /// A fallback owned by one function (`fn`).
  template <class T> struct Owned {
    uint32_t fn = 0;
    T value;
  };
  /// A fallback slot: the most recent entry inline, older entries of enclosing functions below.
  template <class T> struct Fallback {
    bool has = false;
    Owned<T> last;
    std::vector<Owned<T>> older;
  };
  /// Fallbacks that well-formed code rarely needs, allocated on first use.
  struct RareFallbacks {
    Fallback<PrimExpr> shape_dead;
    Fallback<ForwardSite> relax_forward;
    Fallback<ForwardSite> shape_forward;
  };
  /// A stack that holds its first element inline: most names are bound once at a time.
  template <class T> class SmallStack {
  public:
    bool empty() const { return size_ == 0; }
    T& back() { return size_ == 1 ? first_ : rest_.back(); }
    void push_back(T v) {
      if (size_++ == 0)
        first_ = std::move(v);
      else
        rest_.push_back(std::move(v));
    }
    T pop_back() {
      --size_;
      if (size_ == 0) return std::move(first_);
      T v = std::move(rest_.back());
      rest_.pop_back();
      return v;
    }

  private:
    uint32_t size_ = 0;
    T first_{};
    std::vector<T> rest_;
  };
  struct NameRecord {
    std::string name;
    SmallStack<std::pair<uint32_t, RelaxName>> relax; ///< visible; (scope depth, binding)
    std::vector<std::pair<uint32_t, PrimExpr>> shape;
    Fallback<RelaxName> relax_dead;
    std::unique_ptr<RareFallbacks> rare;
    uint32_t pop_stamp = 0; ///< the last scope exit that recorded this name's dead binding
    RareFallbacks& get_rare() {
      if (!rare) rare = std::make_unique<RareFallbacks>();
      return *rare;
    }
  };
  struct LogEntry {
    NameRecord* record;
    bool shape;
  };

  bool active(uint32_t fn) const { return fn < active_.size() && active_[fn]; }
  uint32_t current_fn() const { return functions_.empty() ? 0 : functions_.back().id; }
  FunctionFrame* frame_of(uint32_t fn);
  /// Sets the entry of function `owner` (active) in `f` (`keep_first`: only if it has none).
  template <class T> void set_fallback(Fallback<T>& f, T value, bool keep_first, uint32_t owner);
  /// The entry of the innermost active function that has one, or null (with its function).
  template <class T> Owned<T>* find_fallback(Fallback<T>& f);
  /// Picks between a dead binding and a forward site: the inner function's; a dead one on a tie.
  template <class T> static bool prefer_dead(const Owned<T>* dead, const Owned<ForwardSite>* fwd) {
    return dead && (!fwd || dead->fn >= fwd->fn);
  }

  /// The record of `name`, created if it has none.
  NameRecord& record(std::string_view name);
  /// The record of `name`, or null.
  NameRecord* find(std::string_view name);
  /// Makes the index hold at least `names` names at half load.
  void grow_index(size_t names);

  // The records, one per name ever bound, in a deque so that LogEntry pointers stay valid, and an
  // open-addressing index over them: a large function binds 10^5 names, and a node-based map
  // costs a few cache misses and an allocation per binding. Slot: (hash >> 32) << 32 | (index+1),
  // 0 when empty; the table is a power of two, at most half full.
  StableVector<NameRecord> records_;
  std::vector<uint64_t> index_;
  /// logs_[d]: the bindings made in scope d, undone when it is left.
  std::vector<std::vector<LogEntry>> logs_;
  size_t depth_ = 0; ///< live scopes
  std::vector<FunctionFrame> functions_;
  std::vector<uint8_t> active_; ///< by function id (0: module level, always active)
  uint32_t pop_epoch_ = 0;
};

} // namespace rxv::sem::relax_reader
