#pragma once
/// The canonical form of integer PrimExprs: a sum of products (a polynomial) with exact int64
/// coefficients over *atoms*. An atom is a variable or a term the polynomial algebra cannot look
/// into: a floordiv by a constant that does not divide out, a min/max whose order is not decided, a
/// Select, a narrowing Cast, a comparison, a division by a non-constant. Atoms are themselves in
/// canonical form (their operands are canonicalized and printed back), so equal atoms are
/// structurally equal and get one id; their order is PrimOrder's (by structure, never by address).
///
/// Values are mathematical integers: the form describes what an expression computes when nothing
/// overflows (shape arithmetic that overflows is an error at run time, DESIGN.md). A coefficient
/// that would leave int64 is not rounded: the canonicalizer records a failure and its results
/// must not be trusted (the prover answers Unknown, the simplifier returns its input).
///
/// Rules (each holds for every integer value of the atoms):
/// - products are distributed, like terms collected, constants folded;
/// - `floordiv(x, c)`, c > 0 constant: common factors of c and x's coefficients cancel; then with
///   x = c*q + r, every coefficient of r in [0, c), `floordiv(x, c) = q + floordiv(r, c)`;
///   `floordiv(r, c)` is a constant when r's bounds lie in one multiple of c, and
///   `floordiv(floordiv(y, a) + k, c) = floordiv(y + k*a, a*c)`; a negative c flips both signs;
/// - `floormod(x, c) = x - c * floordiv(x, c)` for a constant c (printed back as `x % c`);
/// - Div/Mod (truncating) by a constant become FloorDiv/FloorMod when the dividend's sign is known;
/// - a division by a single-term divisor that divides every term of the dividend is exact;
/// - min/max with an order decided by bounds pick a side; otherwise common terms move out
///   (`min(a + t, b + t) = min(a, b) + t`) and the operands are ordered;
/// - comparisons are decided by the bounds of the difference, or become `P >= N`, `P == N`,
///   `P != N` with P and N the positive and negative parts of the difference;
/// - Select/if_then_else with a decided condition or equal arms pick an arm.
/// Bounds come from interval analysis: every variable in the range the caller gives (shape
/// variables >= 0), atoms by their rule (`x % c` in [0, c-1]), monomials multiplied out.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "semantics/arith/interval.h"
#include "semantics/arith/prim_order.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

using AtomId = uint32_t;

/// True when `e` has the operands its kind requires (two for binary kinds and min/max, one for
/// Not and Cast, three for Select), none null. Malformed nodes are kept opaque, never looked into.
bool well_formed_operands(const PrimExprNode& e);
/// The comparison that holds exactly when `k` does not: LT <-> GE, LE <-> GT, EQ <-> NE.
PrimKind negate_comparison(PrimKind k);

/// An atom raised to a positive power.
struct Factor {
  AtomId atom;
  uint32_t exp;
  friend bool operator==(const Factor&, const Factor&) = default;
};

/// A product of atoms, factors in atom order; empty for the constant monomial 1.
using Monomial = std::vector<Factor>;

struct Term {
  Monomial mono;
  int64_t coef;
  friend bool operator==(const Term&, const Term&) = default;
};

/// A polynomial in canonical order (higher degree first, then by atoms), each monomial once, no
/// zero coefficient. Two polynomials of one Canonicalizer are equal iff their terms are equal.
struct Poly {
  std::vector<Term> terms;
  DataType dtype = DataType::Int(64);

  bool is_zero() const { return terms.empty(); }
  /// The value when the polynomial is a constant.
  std::optional<int64_t> constant_value() const;
  /// The coefficient of the constant monomial (0 when absent).
  int64_t constant_term() const;
  /// The largest total degree of a term (0 for constants).
  uint32_t degree() const;
  bool same_terms(const Poly& o) const { return terms == o.terms; }
};

/// The range of a variable (a Var node); the simplifier gives shape variables [0, +inf).
using VarBounds = std::function<Interval(const PrimExprNode& var)>;

/// Builds canonical forms. One object holds one table of atoms, so only polynomials built by the
/// same object can be compared or combined. Not thread-safe; cheap to create.
class Canonicalizer {
public:
  /// `atom_facts`: extra bounds for atoms structurally equal to the keys (from assumptions).
  explicit Canonicalizer(VarBounds var_bounds,
                         std::vector<std::pair<PrimExpr, Interval>> atom_facts = {});

  /// The canonical form of `e`.
  Poly canon(const PrimExpr& e);
  /// `p` as a PrimExpr in canonical printed order (see render's comment in canonical.cpp).
  PrimExpr render(const Poly& p);
  /// Bounds on the values of `p`.
  Interval bounds(const Poly& p);

  Poly constant(int64_t v, DataType dtype = DataType::Int(64));
  Poly add(const Poly& a, const Poly& b);
  Poly sub(const Poly& a, const Poly& b);
  Poly mul(const Poly& a, const Poly& b);
  Poly scale(const Poly& a, int64_t k);
  Poly neg(const Poly& a) { return scale(a, -1); }

  /// The atom of a single-term, degree-1 polynomial `coef * atom` (coef != 0), if `p` is one plus
  /// a constant: returns {atom, coef}.
  std::optional<std::pair<AtomId, int64_t>> linear_atom(const Poly& p) const;
  const PrimExpr& atom_expr(AtomId id) const { return atoms_[id].expr; }
  /// The canonical operands an atom keeps: {x, d} for divisions, {a, b} for min/max (the atom is
  /// exactly min(a, b)), {t, f} for Select/if_then_else, {x} for Cast; none for the others.
  const std::vector<Poly>& atom_args(AtomId id) const { return atoms_[id].args; }
  /// `p` with `value` for every occurrence of the atom.
  Poly substitute_atom(const Poly& p, AtomId atom, const Poly& value);
  /// True when the atom is a variable, or mentions `var` anywhere inside.
  bool atom_mentions(AtomId id, const PrimExprNode* var) const;

  /// Why results cannot be trusted (coefficient overflow, size or depth limit), or empty.
  const std::string& failure() const { return failure_; }
  bool failed() const { return !failure_.empty(); }
  /// Why the expressions canonicalized since the last call may have no value (a divisor not
  /// proven non-zero), or empty; clears it.
  std::string take_undefined();

  static constexpr size_t kMaxTerms = 1000;
  static constexpr uint32_t kMaxDegree = 64;
  static constexpr int kMaxDepth = 1000;
  static constexpr size_t kMaxAtoms = 10000;

private:
  struct AtomInfo {
    PrimExpr expr;          ///< canonical form, as printed
    std::vector<Poly> args; ///< canonical operands that its bound rule reads
    Interval fact = Interval::everything();
    std::optional<Interval> bound; ///< cached
  };
  struct MemoEntry {
    PrimExpr keep_alive; ///< the key is its address
    Poly poly;
    std::string undefined;
  };
  struct OrderLess {
    PrimOrder* order;
    bool operator()(const PrimExpr& a, const PrimExpr& b) const { return order->less(a, b); }
  };

  void fail(const std::string& why);
  int compare_atoms(AtomId a, AtomId b);
  int compare_mono(const Monomial& a, const Monomial& b);
  Monomial mul_mono(const Monomial& a, const Monomial& b);
  /// Sorts terms, merges equal monomials, drops zeros.
  Poly normalize(std::vector<Term> terms, DataType dtype);
  AtomId intern(PrimExpr expr, std::vector<Poly> args);
  Poly atom(PrimExpr expr, std::vector<Poly> args, DataType dtype);
  Interval atom_bounds(AtomId id);
  Interval compute_atom_bounds(const AtomInfo& info);
  Interval plain_bounds(const Poly& p);
  PrimExpr render_atom(AtomId id, DataType dtype);
  PrimExpr render_mono(const Monomial& m, DataType dtype);
  struct ExtraTerm {
    size_t before; ///< index into the polynomial's terms it sorts before
    PrimExpr expr;
    int64_t coef;
  };
  PrimExpr render_plain(const Poly& p, const std::vector<ExtraTerm>& extra);

  // canonical_rules.cpp: one function per PrimExpr kind family.
  Poly canon_node(const PrimExpr& e, int depth);
  Poly canon_at(const PrimExpr& e, int depth);
  PrimExpr simplify_opaque(const PrimExpr& e, int depth);
  Poly floordiv(const Poly& x, const Poly& d);
  Poly floordiv_const(Poly x, int64_t c);
  Poly floordiv_reduced(const Poly& r, int64_t c);
  Poly floormod(const Poly& x, const Poly& d);
  Poly floormod_const(const Poly& x, int64_t c);
  Poly truncdiv(const Poly& x, const Poly& d);
  Poly truncmod(const Poly& x, const Poly& d);
  std::optional<Poly> exact_quotient(const Poly& x, const Poly& d);
  void require_nonzero(const Poly& d);
  Poly min_max(PrimKind kind, const Poly& a, const Poly& b);
  Poly compare(PrimKind kind, const Poly& a, const Poly& b);
  Poly logic(PrimKind kind, const PrimExpr& e, int depth);
  Poly negation(const PrimExpr& e, int depth);
  Poly select(const Poly& c, const Poly& t, const Poly& f, const PrimExpr& e);
  Poly cast(DataType dt, const Poly& x);
  /// `P op N` for the positive and negative parts of d.
  PrimExpr render_comparison(PrimKind kind, const Poly& d);

  PrimOrder order_;
  VarBounds var_bounds_;
  std::map<PrimExpr, Interval, OrderLess> facts_;
  std::vector<AtomInfo> atoms_;
  std::map<PrimExpr, AtomId, OrderLess> atom_index_;
  std::unordered_map<const PrimExprNode*, MemoEntry> memo_;
  std::unordered_map<const PrimExprNode*, std::pair<PrimExpr, PrimExpr>> opaque_memo_;
  std::string failure_;
  std::string undefined_;
};

} // namespace rxv::sem
