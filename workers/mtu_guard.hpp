#pragma once
// The MTU sweep's hands on a host (docs/plan-format.md, "Sweeps"; docs/protocol.md,
// "A step": `configure` with `mtu`): sets the MTU of the interface that holds an address, remembers every
// interface's MTU before the first change, and puts them all back — at the end of the
// run, when the manager is lost, when the dynamo exits. A dynamo killed with SIGKILL
// cannot restore anything: the service's stop does not do that.

#include <map>
#include <string>

namespace iometry::workers {

class MtuGuard {
public:
    MtuGuard() = default;
    MtuGuard(const MtuGuard&) = delete;
    MtuGuard& operator=(const MtuGuard&) = delete;
    /** Restores what is still changed. */
    ~MtuGuard();

    /**
     * Sets the MTU of the interface holding @p address to @p mtu (SIOCSIFMTU), first
     * remembering its MTU if this guard has not changed it yet. False with @p error naming
     * the address, the interface and the reason (no interface holds it; the right to change
     * it, CAP_NET_ADMIN, is missing; the device refuses the value).
     */
    bool set(const std::string& address, int mtu, std::string& error);

    /**
     * Puts back every interface's original MTU; failures go to @p errors (one line each)
     * and the guard forgets them all either way.
     */
    void restoreAll(std::string* errors = nullptr);

    /** Whether some interface's MTU is changed now. */
    bool changed() const { return !m_original.empty(); }

    /** The name of the interface holding @p address, or empty. */
    static std::string interfaceOf(const std::string& address);
    /** The MTU of interface @p name, or -1 with @p error. */
    static int mtuOf(const std::string& name, std::string& error);

private:
    std::map<std::string, int> m_original;  ///< interface → MTU before the first change
};

}  // namespace iometry::workers
