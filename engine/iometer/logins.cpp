#include "engine/iometer/logins.hpp"

#include <algorithm>

// Where IOmeter dynamos log in (logins.hpp; docs/iometer-files.md, "IOmeter's dynamos").

namespace iometry::iometer {

struct Logins::Login {
    explicit Login(boost::asio::io_context& io) : socket(io), back(io), deadline(io), retry(io) {}
    boost::asio::ip::tcp::socket socket;  ///< the login connection, from the dynamo
    boost::asio::ip::tcp::socket back;    ///< the control connection, to the dynamo's port
    boost::asio::steady_timer deadline;
    boost::asio::steady_timer retry;      ///< the next connect-back after a refusal
    std::string from;                     ///< the login's source address
    std::array<std::uint8_t, kMessageBytes> message{};
    std::array<std::uint8_t, kMessageBytes> reply{};
    DataMessage info;
    ManagerInfo manager;
    std::shared_ptr<Bridge> bridge;       ///< once connected back, until handed over
    bool over = false;
};

bool Logins::listen(const std::string& host, std::uint16_t port, std::string& error) {
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(host, ec);
    if (ec) {
        error = "the IOmeter login address \"" + host + "\" is not an IP address";
        return false;
    }
    const boost::asio::ip::tcp::endpoint endpoint(address, port);
    m_acceptor.open(endpoint.protocol(), ec);
    if (!ec) m_acceptor.set_option(boost::asio::socket_base::reuse_address(true), ec);
    if (!ec) m_acceptor.bind(endpoint, ec);
    if (!ec) m_acceptor.listen(16, ec);
    if (ec) {
        error = "cannot listen for IOmeter dynamos on " + host + ":" + std::to_string(port) + ": " + ec.message();
        return false;
    }
    m_port = m_acceptor.local_endpoint().port();
    accept();
    return true;
}

void Logins::close() {
    boost::system::error_code ec;
    m_acceptor.close(ec);
    for (const auto& login : std::exchange(m_pending, {})) {
        login->over = true;
        login->deadline.cancel();
        login->retry.cancel();
        login->socket.close(ec);
        login->back.close(ec);
    }
}

void Logins::accept() {
    m_acceptor.async_accept([this](boost::system::error_code ec, boost::asio::ip::tcp::socket socket) {
        if (ec) return;  // closed
        boost::system::error_code peer;
        const auto remote = socket.remote_endpoint(peer);
        if (m_pending.size() >= kMaxPendingLogins) {
            m_owner.log("refused a connection to the IOmeter login port from " +
                        (peer ? std::string("?") : remote.address().to_string()) + ": " +
                        std::to_string(m_pending.size()) + " logins already in progress");
        } else if (!peer) {
            auto login = std::make_shared<Login>(m_io);
            login->socket = std::move(socket);
            login->from = remote.address().to_string();
            m_pending.push_back(login);
            begin(login);
        }
        accept();
    });
}

void Logins::end(const std::shared_ptr<Login>& login, const std::string& why) {
    if (login->over) return;
    login->over = true;
    login->deadline.cancel();
    login->retry.cancel();
    boost::system::error_code ec;
    login->socket.close(ec);
    login->back.close(ec);
    if (auto bridge = std::exchange(login->bridge, {})) bridge->close(why.empty() ? "login abandoned" : why);
    std::erase(m_pending, login);
    if (!why.empty()) m_owner.log(why);
}

void Logins::begin(std::shared_ptr<Login> login) {
    login->deadline.expires_after(kLoginTimeout);
    login->deadline.async_wait([this, login](boost::system::error_code ec) {
        if (!ec) end(login, "closed an IOmeter login from " + login->from + ": not done within " +
                                std::to_string(kLoginTimeout.count()) + " s");
    });
    // LOGIN and the Data_Message come back to back, before the dynamo reads anything.
    boost::asio::async_read(login->socket, boost::asio::buffer(login->message),
                            [this, login](boost::system::error_code ec, std::size_t) {
                                if (login->over) return;
                                if (ec) return end(login, "");  // gone before a word: a port scan
                                auto m = decodeMessage(login->message);
                                if (!m || !m->is(Purpose::Login))
                                    return end(login, "closed a connection to the IOmeter login port from " +
                                                          login->from + ": it did not begin with LOGIN");
                                if (!versionAccepted(m->data)) {
                                    // As IOmeter answers it: the dynamo prints that and exits.
                                    login->reply = Message::of(Purpose::Login, static_cast<std::int32_t>(
                                                                                   Purpose::WrongVersion)).encode();
                                    const std::string why = "refused an IOmeter dynamo from " + login->from +
                                                            ": it is version " + versionText(m->data) +
                                                            "; this manager drives IOmeter 1.1 dynamos";
                                    boost::asio::async_write(login->socket, boost::asio::buffer(login->reply),
                                                             [this, login, why](boost::system::error_code, std::size_t) {
                                                                 end(login, why);
                                                             });
                                    return;
                                }
                                readInfo(login);
                            });
}

void Logins::readInfo(std::shared_ptr<Login> login) {
    auto bytes = login->info.bytes();
    boost::asio::async_read(
        login->socket, boost::asio::buffer(bytes.data(), bytes.size()),
        [this, login](boost::system::error_code ec, std::size_t n) {
            if (login->over) return;
            if (ec)
                return end(login, "closed an IOmeter login from " + login->from + ": its login message ended after " +
                                      std::to_string(n) + " of " + std::to_string(kDataMessageBytes) + " bytes");
            if (login->info.size() != static_cast<std::int32_t>(kDataMessageBytes))
                return end(login, "refused an IOmeter dynamo from " + login->from + ": its login message says " +
                                      std::to_string(login->info.size()) + " bytes, not " +
                                      std::to_string(kDataMessageBytes) +
                                      " (a dynamo built with other structure packing)");
            auto info = decodeManagerInfo(login->info);
            if (!info)
                return end(login, "refused an IOmeter dynamo from " + login->from + ": " + info.error());
            login->manager = *info;
            if (const std::string why = m_owner.refusal(info->name); !why.empty())
                return end(login, "refused IOmeter dynamo \"" + info->name + "\" from " + login->from + ": " + why);
            login->reply = Message::of(Purpose::Login, static_cast<std::int32_t>(Purpose::LoginOk)).encode();
            boost::asio::async_write(login->socket, boost::asio::buffer(login->reply),
                                     [this, login](boost::system::error_code e, std::size_t) {
                                         if (login->over) return;
                                         if (e)
                                             return end(login, "IOmeter dynamo \"" + login->manager.name +
                                                                   "\" closed its login: " + e.message());
                                         connectBack(login);
                                     });
        });
}

void Logins::connectBack(std::shared_ptr<Login> login) {
    // Back to where the login came from, on the port the dynamo listens on: never to the
    // address it names, which a stranger could set to any host.
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(login->from, ec);
    if (ec || login->manager.port == 0)
        return end(login, "IOmeter dynamo \"" + login->manager.name + "\" named no port to connect back to");
    if (!login->manager.address.empty() && login->manager.address != login->from)
        m_owner.log("IOmeter dynamo \"" + login->manager.name + "\" names " + login->manager.address +
                    " as its address; connecting back to " + login->from + ", where its login came from");
    tryConnectBack(login, {address, login->manager.port});
}

void Logins::tryConnectBack(std::shared_ptr<Login> login, boost::asio::ip::tcp::endpoint to) {
    login->back.async_connect(
        to, [this, login, to](boost::system::error_code e) {
            if (login->over) return;
            // The stock dynamo binds its port before it logs in but listens on it only once
            // it has read LOGIN_OK: refused until then. As IOmeter's own manager does, try
            // again every 200 ms, within the login's deadline (kLoginTimeout).
            if (e == boost::asio::error::connection_refused) {
                boost::system::error_code ignored;
                login->back.close(ignored);
                login->retry.expires_after(kConnectBackRetry);
                login->retry.async_wait([this, login, to](boost::system::error_code ec) {
                    if (!ec && !login->over) tryConnectBack(login, to);
                });
                return;
            }
            if (e)
                return end(login, "cannot connect back to IOmeter dynamo \"" + login->manager.name + "\" at " +
                                      login->from + ":" + std::to_string(login->manager.port) + ": " + e.message());
            // The login connection has done its part (the dynamo closes it too).
            boost::system::error_code ignored;
            login->socket.close(ignored);
            login->bridge = std::make_shared<Bridge>(std::move(login->back), login->manager);
            login->bridge->introduce([this, login](std::optional<nlohmann::json> hello, const std::string& error) {
                if (login->over) return;
                const std::string name = login->manager.name;
                if (!hello) return end(login, "IOmeter dynamo \"" + name + "\" did not list its targets: " + error);
                auto bridge = std::exchange(login->bridge, {});
                end(login, "");
                // The run may have moved on while the targets came.
                if (const std::string why = m_owner.refusal(name); !why.empty()) {
                    bridge->close(why);
                    return m_owner.log("refused IOmeter dynamo \"" + name + "\": " + why);
                }
                m_owner.onJoined(name, bridge, *hello);
            });
        });
}

}  // namespace iometry::iometer
