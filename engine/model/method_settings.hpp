#pragma once
/**
 * @file
 * @brief The base of every method's settings: what a plan's `procedure` object holds
 *        beside its `kind` (docs/plan-format.md, "Procedures"; docs/architecture.md,
 *        "Worker kinds and methods").
 */

#include "engine/model/poly_value.hpp"

namespace iometry::model {

class Method;

/**
 * @brief The settings of one method (a ramp's range, a rate search's frame sizes, …). Each
 *        method derives its own type through MethodSettingsOf and registers a Method that
 *        reads, checks and writes it (engine/methods/method.hpp).
 */
class MethodSettings : public PolyBase<MethodSettings> {
public:
    /** The descriptor of the method these settings belong to. */
    virtual const Method& method() const = 0;
};

template <typename Derived>
using MethodSettingsOf = PolyValueOf<Derived, MethodSettings>;

}  // namespace iometry::model
