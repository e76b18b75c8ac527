#pragma once
/**
 * @file
 * @brief A field of JSON that came from outside this process (a dynamo's hello, a
 *        results folder's bench.json, a file a user edited): its value when it has the
 *        type asked for, else the fallback. Never a throw: nlohmann's `value()` throws on
 *        a field of another type, which ended `iometry --report` on a bench.json with a
 *        number where a name was (docs/architecture.md, "engine/": `json/`, a leaf every
 *        folder may use).
 */

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <type_traits>

namespace iometry::model {

/** @p key of @p object when it is a string; @p otherwise when absent, of another type, or
 *  @p object is no object. */
template <typename Json>
std::string stringAt(const Json& object, const char* key, std::string otherwise = {}) {
    if (!object.is_object()) return otherwise;
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->template get<std::string>() : otherwise;
}

/** @p key of @p object as the number type @p T when it is a number that @p T holds;
 *  @p otherwise when not (absent, another type, out of range, not finite). */
template <typename T, typename Json>
T numberAt(const Json& object, const char* key, T otherwise) {
    static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>);
    if (!object.is_object()) return otherwise;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number()) return otherwise;
    const double value = it->template get<double>();
    if (!std::isfinite(value)) return otherwise;
    if constexpr (std::is_integral_v<T>) {
        if (it->is_number_unsigned()) {
            const auto u = it->template get<std::uint64_t>();
            return u <= static_cast<std::uint64_t>(std::numeric_limits<T>::max()) ? static_cast<T>(u) : otherwise;
        }
        if (it->is_number_integer()) {
            const auto i = it->template get<std::int64_t>();
            if constexpr (std::is_signed_v<T>) {
                return i >= std::numeric_limits<T>::min() && i <= std::numeric_limits<T>::max() ? static_cast<T>(i)
                                                                                                 : otherwise;
            } else {
                return i >= 0 && static_cast<std::uint64_t>(i) <= std::numeric_limits<T>::max() ? static_cast<T>(i)
                                                                                                  : otherwise;
            }
        }
        // A float where a count was: whole and in range, or not taken (the upper bound as a
        // double may round up to 2^63 or 2^64, which the type does not hold: >= keeps it out).
        if (value != std::floor(value) || value < static_cast<double>(std::numeric_limits<T>::min()) ||
            value >= static_cast<double>(std::numeric_limits<T>::max()))
            return otherwise;
        return static_cast<T>(value);
    } else {
        return static_cast<T>(value);
    }
}

/** @p key of @p object when it is true or false; @p otherwise when not. */
template <typename Json>
bool flagAt(const Json& object, const char* key, bool otherwise) {
    if (!object.is_object()) return otherwise;
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() ? it->template get<bool>() : otherwise;
}

/** @p key of @p object when it is an object; an empty object when not. */
template <typename Json>
Json objectAt(const Json& object, const char* key) {
    if (!object.is_object()) return Json::object();
    const auto it = object.find(key);
    return it != object.end() && it->is_object() ? *it : Json::object();
}

/** @p key of @p object when it is an array; an empty array when not. */
template <typename Json>
Json arrayAt(const Json& object, const char* key) {
    if (!object.is_object()) return Json::array();
    const auto it = object.find(key);
    return it != object.end() && it->is_array() ? *it : Json::array();
}

}  // namespace iometry::model
