#include "workers/mtu_guard.hpp"

#include "workers/host_facts.hpp"

#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

namespace iometry::workers {
namespace {

/** A datagram socket for the interface ioctls, closed on scope exit. */
class IoctlSocket {
public:
    IoctlSocket() : m_fd(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0)) {}
    ~IoctlSocket() {
        if (m_fd >= 0) ::close(m_fd);
    }
    int fd() const { return m_fd; }

private:
    int m_fd;
};

bool fillName(ifreq& request, const std::string& name) {
    std::memset(&request, 0, sizeof request);
    if (name.empty() || name.size() >= sizeof request.ifr_name) return false;
    std::memcpy(request.ifr_name, name.c_str(), name.size());
    return true;
}

bool setMtu(const std::string& name, int mtu, std::string& error) {
    ifreq request;
    if (!fillName(request, name)) {
        error = "bad interface name " + name;
        return false;
    }
    request.ifr_mtu = mtu;
    IoctlSocket s;
    if (s.fd() < 0 || ::ioctl(s.fd(), SIOCSIFMTU, &request) != 0) {
        const int e = errno;
        error = std::strerror(e);
        if (e == EPERM || e == EACCES) error += " (changing an MTU needs CAP_NET_ADMIN)";
        if (e == EINVAL) error += " (the device does not take this MTU)";
        return false;
    }
    return true;
}

}  // namespace

MtuGuard::~MtuGuard() {
    std::string errors;
    restoreAll(&errors);
    if (!errors.empty()) std::cerr << "iometry-dynamo: " << errors;
}

std::string MtuGuard::interfaceOf(const std::string& address) {
    // As the host is now: an address may have moved since the dynamo started.
    return interfaceForAddress(interfaceAddresses(), address);
}

int MtuGuard::mtuOf(const std::string& name, std::string& error) {
    ifreq request;
    if (!fillName(request, name)) {
        error = "bad interface name " + name;
        return -1;
    }
    IoctlSocket s;
    if (s.fd() < 0 || ::ioctl(s.fd(), SIOCGIFMTU, &request) != 0) {
        error = std::strerror(errno);
        return -1;
    }
    return request.ifr_mtu;
}

bool MtuGuard::set(const std::string& address, int mtu, std::string& error) {
    const std::string name = interfaceOf(address);
    if (name.empty()) {
        error = "cannot set the MTU for " + address + ": no interface of this host holds it";
        return false;
    }
    std::string why;
    const int current = mtuOf(name, why);
    if (current < 0) {
        error = "cannot read the MTU of " + name + " (" + address + "): " + why;
        return false;
    }
    if (!m_original.count(name)) {
        // Set even when equal: the kernel checks the right to change it first, so a
        // dynamo without it refuses at the first step, before any traffic.
        if (!setMtu(name, current, why)) {
            error = "cannot set the MTU of " + name + " (" + address + "): " + why;
            return false;
        }
        m_original[name] = current;
    }
    if (current != mtu && !setMtu(name, mtu, why)) {
        error = "cannot set the MTU of " + name + " (" + address + ") to " + std::to_string(mtu) +
                ": " + why;
        return false;
    }
    return true;
}

void MtuGuard::restoreAll(std::string* errors) {
    for (const auto& [name, mtu] : m_original) {
        std::string why;
        const int current = mtuOf(name, why);
        if (current == mtu) continue;
        if (!setMtu(name, mtu, why) && errors)
            *errors += "could not restore the MTU of " + name + " to " + std::to_string(mtu) + ": " +
                       why + "\n";
    }
    m_original.clear();
}

}  // namespace iometry::workers
