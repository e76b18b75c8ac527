#pragma once
/**
 * @file
 * @brief A value of one of several types behind a base class, copied and compared as a
 *        value: a worker's kind settings and a procedure's method settings, whose types
 *        the kinds and methods bring with them (docs/architecture.md, "Worker kinds and
 *        methods").
 */

#include <memory>
#include <type_traits>
#include <utility>

namespace iometry::model {

/**
 * @brief Base of the types a PolyValue holds. @p Self is the base itself: clone() and
 *        equals() come from PolyValueOf, which each concrete type derives from.
 */
template <typename Self>
class PolyBase {
public:
    virtual ~PolyBase() = default;
    virtual std::unique_ptr<Self> clone() const = 0;
    virtual bool equals(const Self& other) const = 0;

protected:
    PolyBase() = default;
    PolyBase(const PolyBase&) = default;
    PolyBase& operator=(const PolyBase&) = default;
    friend bool operator==(const PolyBase&, const PolyBase&) { return true; }
};

/** @brief The clone() and equals() of a concrete type @p Derived of base @p Base. */
template <typename Derived, typename Base>
class PolyValueOf : public Base {
public:
    std::unique_ptr<Base> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }
    bool equals(const Base& other) const override {
        const auto* same = dynamic_cast<const Derived*>(&other);
        return same && *same == static_cast<const Derived&>(*this);
    }
    friend bool operator==(const PolyValueOf&, const PolyValueOf&) { return true; }
};

/** @brief Holds one object derived from @p Base (or none), with value semantics. */
template <typename Base>
class PolyValue {
public:
    PolyValue() = default;
    PolyValue(std::unique_ptr<Base> p) : m_p(std::move(p)) {}
    template <typename T, typename = std::enable_if_t<std::is_base_of_v<Base, std::decay_t<T>> &&
                                                      !std::is_same_v<Base, std::decay_t<T>>>>
    PolyValue(T&& value) : m_p(std::make_unique<std::decay_t<T>>(std::forward<T>(value))) {}
    PolyValue(const PolyValue& o) : m_p(o.m_p ? o.m_p->clone() : nullptr) {}
    PolyValue(PolyValue&&) noexcept = default;
    PolyValue& operator=(const PolyValue& o) {
        if (this != &o) m_p = o.m_p ? o.m_p->clone() : nullptr;
        return *this;
    }
    PolyValue& operator=(PolyValue&&) noexcept = default;

    explicit operator bool() const { return m_p != nullptr; }
    Base* get() { return m_p.get(); }
    const Base* get() const { return m_p.get(); }
    Base* operator->() { return m_p.get(); }
    const Base* operator->() const { return m_p.get(); }
    Base& operator*() { return *m_p; }
    const Base& operator*() const { return *m_p; }

    /** The held object as @p T, or null when it is another type (or there is none). */
    template <typename T>
    T* as() { return dynamic_cast<T*>(m_p.get()); }
    template <typename T>
    const T* as() const { return dynamic_cast<const T*>(m_p.get()); }

    friend bool operator==(const PolyValue& a, const PolyValue& b) {
        if (!a.m_p || !b.m_p) return !a.m_p && !b.m_p;
        return a.m_p->equals(*b.m_p);
    }

private:
    std::unique_ptr<Base> m_p;
};

}  // namespace iometry::model
