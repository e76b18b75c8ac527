#include "gui/models/worker_model.hpp"

#include <arpa/inet.h>

#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "engine/model/plan_json.hpp"
#include "gui/language.hpp"
#include "gui/plan_document.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {
namespace {

using Json = nlohmann::ordered_json;

bool isIpAddress(const std::string& s) {
    unsigned char buf[16];
    return inet_pton(AF_INET, s.c_str(), buf) == 1 || inet_pton(AF_INET6, s.c_str(), buf) == 1;
}

bool isV6(const std::string& address) { return address.find(':') != std::string::npos; }

bool isLoopback(const std::string& address) { return model::isLoopbackAddress(address); }

/** The key of @p column in the plan file, as the validator's paths name it. */
std::string columnKey(int column) {
    switch (column) {
    case WorkerModel::NameColumn: return "name";
    case WorkerModel::DynamoColumn: return "dynamo";
    case WorkerModel::KindColumn: return "kind";
    case WorkerModel::BindColumn: return "bind";
    case WorkerModel::PeerDynamoColumn: return "peer.dynamo";
    case WorkerModel::PeerAddressColumn: return "peer.address";
    case WorkerModel::SpecColumn: return "spec";
    case WorkerModel::OutstandingColumn: return "outstanding";
    case WorkerModel::CpuColumn: return "cpu";
    case WorkerModel::PeerCpuColumn: return "peer.cpu";
    case WorkerModel::RateColumn: return "rate_mbit";
    case WorkerModel::SendBufferColumn: return "socket.send_buffer";
    case WorkerModel::ReceiveBufferColumn: return "socket.receive_buffer";
    case WorkerModel::CongestionColumn: return "socket.congestion";
    case WorkerModel::NoDelayColumn: return "socket.nodelay";
    case WorkerModel::MssColumn: return "socket.mss";
    case WorkerModel::ZeroCopyColumn: return "socket.zerocopy";
    case WorkerModel::BusyPollColumn: return "socket.busy_poll_us";
    case WorkerModel::PacingColumn: return "socket.pacing_mbit";
    case WorkerModel::PathColumn: return "path";
    case WorkerModel::FileSizeColumn: return "file_size";
    case WorkerModel::EngineColumn: return "engine";
    case WorkerModel::DirectColumn: return "direct";
    case WorkerModel::VerifyColumn: return "verify";
    case WorkerModel::BlockDeviceColumn: return "block_device";
    case WorkerModel::ForceColumn: return "force";
    default: return "";
    }
}

/** A column of a tcp worker's socket controls: its key sits in the worker's "socket". */
bool isSocketColumn(int column) {
    return column >= WorkerModel::SendBufferColumn && column <= WorkerModel::PacingColumn;
}

/** What the user typed in a number column, as the JSON value the plan file would hold. */
Json jsonNumber(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
    case QMetaType::UShort:
        return value.toLongLong();
    default:
        break;
    }
    const QString text = value.toString().trimmed();
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    if (ok) return n;
    const double d = text.toDouble(&ok);
    if (ok && std::isfinite(d)) {
        if (std::floor(d) == d && std::abs(d) < 9e15) return static_cast<std::int64_t>(d);
        return d;
    }
    return text.toStdString();
}

/** The int a JSON value holds when it is a whole number in int's range. */
std::optional<int> asInt(const Json& j) {
    if (!j.is_number_integer()) return std::nullopt;
    const auto v = j.get<std::int64_t>();
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(v);
}

/** "1073741824", "1 GiB", "512M", "4 KiB": bytes; nullopt for anything else. */
std::optional<std::uint64_t> parseByteCount(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(\d+)\s*(B|K|KB|KiB|M|MB|MiB|G|GB|GiB|T|TB|TiB)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch()) return std::nullopt;
    bool ok = false;
    const qulonglong n = match.captured(1).toULongLong(&ok);
    if (!ok) return std::nullopt;
    // Binary units whatever the spelling: file sizes are counted in KiB, MiB, GiB here.
    const QChar unit = match.captured(2).isEmpty() ? QLatin1Char('B')
                                                   : match.captured(2).at(0).toUpper();
    int shift = 0;
    if (unit == QLatin1Char('K')) shift = 10;
    if (unit == QLatin1Char('M')) shift = 20;
    if (unit == QLatin1Char('G')) shift = 30;
    if (unit == QLatin1Char('T')) shift = 40;
    if (shift > 0 && n > (std::numeric_limits<std::uint64_t>::max() >> shift)) return std::nullopt;
    return static_cast<std::uint64_t>(n) << shift;
}

std::set<std::string> referencedDynamos(const model::Plan& plan) {
    std::set<std::string> names;
    for (const model::WorkerDef& w : plan.workers) {
        names.insert(w.dynamo);
        if (w.kind != model::TargetKind::Disk) names.insert(w.peer.dynamo);
    }
    return names;
}

/**
 * Dynamos that only the edit stopped using are dropped unless spawned here: the manager
 * would otherwise wait for a host nobody needs. Dynamos the plan lists on purpose stay.
 */
void pruneDynamos(const model::Plan& before, model::Plan& after) {
    const auto was = referencedDynamos(before);
    const auto now = referencedDynamos(after);
    std::erase_if(after.dynamos, [&](const model::DynamoDef& d) {
        return !d.spawn && was.count(d.name) && !now.count(d.name);
    });
}

}  // namespace

WorkerModel::WorkerModel(PlanDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document), m_workers(document->plan().workers) {
    connect(m_document, &PlanDocument::changed, this, &WorkerModel::syncFromDocument);
}

// --- dynamos ------------------------------------------------------------------------------

void WorkerModel::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_dynamos.clear();
    for (const session::DynamoInfo& d : dynamos) m_dynamos.insert(QString::fromStdString(d.name), d);
    if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT dynamosChanged();
}

void WorkerModel::addDynamo(const session::DynamoInfo& dynamo) {
    m_dynamos.insert(QString::fromStdString(dynamo.name), dynamo);
    if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT dynamosChanged();
}

void WorkerModel::removeDynamo(const QString& name) {
    if (m_dynamos.remove(name) == 0) return;
    if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT dynamosChanged();
}

QStringList WorkerModel::addressesOf(const QString& dynamo) const {
    QStringList list;
    const auto it = m_dynamos.constFind(dynamo);
    if (it == m_dynamos.constEnd()) return list;
    const auto& interfaces = it->hello.value("interfaces", nlohmann::json::array());
    if (!interfaces.is_array()) return list;
    for (const auto& i : interfaces) {
        if (!i.is_object() || !i.contains("addresses") || !i["addresses"].is_array()) continue;
        for (const auto& a : i["addresses"]) {
            if (!a.is_string()) continue;
            const QString address = QString::fromStdString(a.get<std::string>());
            // A link-local address needs a scope to bind; the plan format has none.
            if (address.startsWith(QLatin1String("fe80:"), Qt::CaseInsensitive)) continue;
            if (!list.contains(address)) list << address;
        }
    }
    return list;
}

namespace {

/** A hello's "host.tcp_congestion" (docs/protocol.md, "Handshake"), or null. */
const nlohmann::json* tcpCongestionOf(const session::DynamoInfo& info) {
    const auto host = info.hello.find("host");
    if (host == info.hello.end() || !host->is_object()) return nullptr;
    const auto facts = host->find("tcp_congestion");
    if (facts == host->end() || !facts->is_object()) return nullptr;
    return &*facts;
}

/** The congestion controls a dynamo's hello lists; nullopt when it lists none at all. */
std::optional<QStringList> offeredCongestion(const session::DynamoInfo& info) {
    const nlohmann::json* facts = tcpCongestionOf(info);
    if (!facts) return std::nullopt;
    const auto available = facts->find("available");
    if (available == facts->end() || !available->is_array()) return std::nullopt;
    QStringList offered;
    for (const auto& a : *available)
        if (a.is_string()) offered << QString::fromStdString(a.get<std::string>());
    offered.removeDuplicates();
    return offered;
}

}  // namespace

QStringList WorkerModel::congestionControlsOf(const QString& dynamo, const QString& peer) const {
    // Both ends of a pair set the same algorithm: only one that each connected host lists will
    // do. A dynamo too old to list them narrows nothing.
    std::optional<QStringList> common;
    for (const QString& name : {dynamo, peer}) {
        const auto it = m_dynamos.constFind(name);
        if (it == m_dynamos.constEnd()) continue;
        const std::optional<QStringList> offered = offeredCongestion(*it);
        if (!offered) continue;
        if (!common) {
            common = *offered;
            continue;
        }
        common->erase(std::remove_if(common->begin(), common->end(),
                                     [&](const QString& a) { return !offered->contains(a); }),
                      common->end());
    }
    return common.value_or(QStringList());
}

QString WorkerModel::defaultCongestionOf(const QString& dynamo) const {
    const auto it = m_dynamos.constFind(dynamo);
    if (it == m_dynamos.constEnd()) return {};
    const nlohmann::json* facts = tcpCongestionOf(*it);
    if (!facts) return {};
    const auto name = facts->find("default");
    return name != facts->end() && name->is_string()
               ? QString::fromStdString(name->get<std::string>())
               : QString();
}

QString WorkerModel::defaultCongestionText(const model::WorkerDef& w) const {
    QStringList defaults;
    for (const std::string& name : {w.dynamo, w.peer.dynamo}) {
        const QString d = defaultCongestionOf(QString::fromStdString(name));
        if (!d.isEmpty() && !defaults.contains(d)) defaults << d;
    }
    if (defaults.isEmpty()) return tr("default");
    return tr("default (%1)").arg(defaults.join(QStringLiteral(" / ")));
}

QString WorkerModel::interfaceOf(const QString& dynamo, const QString& address) const {
    const auto it = m_dynamos.constFind(dynamo);
    if (it == m_dynamos.constEnd()) return {};
    const auto& interfaces = it->hello.value("interfaces", nlohmann::json::array());
    if (!interfaces.is_array()) return {};
    for (const auto& i : interfaces) {
        if (!i.is_object() || !i.contains("addresses") || !i["addresses"].is_array()) continue;
        for (const auto& a : i["addresses"]) {
            if (!a.is_string() || QString::fromStdString(a.get<std::string>()) != address)
                continue;
            QStringList facts;
            facts << QString::fromStdString(i.value("name", std::string()));
            const int mtu = i.value("mtu", 0);
            if (mtu > 0) facts << tr("MTU %1").arg(mtu);
            const int speed = i.value("speed_mbit", -1);
            if (speed > 0) facts << tr("%1 Mbit/s").arg(speed);
            const std::string driver = i.value("driver", std::string());
            if (!driver.empty()) facts << QString::fromStdString(driver);
            facts.removeAll(QString());
            return facts.join(QStringLiteral(", "));
        }
    }
    return {};
}

int WorkerModel::cpusOf(const QString& dynamo) const {
    const auto it = m_dynamos.constFind(dynamo);
    if (it == m_dynamos.constEnd()) return 0;
    const auto& cpus = it->hello.value("cpus", nlohmann::json());
    return cpus.is_number_integer() ? cpus.get<int>() : 0;
}

std::string WorkerModel::addressLike(const std::string& current, const std::string& dynamo,
                                     bool wantV6) const {
    if (isLoopback(current)) return wantV6 ? "::1" : "127.0.0.1";
    for (const QString& a : addressesOf(QString::fromStdString(dynamo))) {
        const std::string address = a.toStdString();
        if (isV6(address) == wantV6 && !isLoopback(address)) return address;
    }
    return {};
}

// --- table ------------------------------------------------------------------------------

int WorkerModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_workers.size());
}

int WorkerModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WorkerModel::data(const QModelIndex& index, int role) const {
    if (!isCell(index)) return {};
    const model::WorkerDef& w = m_workers[static_cast<std::size_t>(index.row())];
    const bool network = w.kind != model::TargetKind::Disk;
    const bool disk = !network;
    const bool tcp = w.kind == model::TargetKind::Tcp;
    const int column = index.column();
    const auto cpuText = [](const std::optional<int>& cpu, bool forEditor) {
        if (cpu) return QString::number(*cpu);
        return forEditor ? QString() : tr("any");
    };
    switch (role) {
    case Qt::DisplayRole:
    case EditTextRole:
    case Qt::EditRole: {
        const bool editor = role != Qt::DisplayRole;
        switch (column) {
        case NameColumn: return QString::fromStdString(w.name);
        case DynamoColumn: return QString::fromStdString(w.dynamo);
        case KindColumn: return QString::fromLatin1(model::toString(w.kind));
        case BindColumn: return network ? QString::fromStdString(w.bind) : QString();
        case PeerDynamoColumn: return network ? QString::fromStdString(w.peer.dynamo) : QString();
        case PeerAddressColumn: return network ? QString::fromStdString(w.peer.address) : QString();
        case SpecColumn: return QString::fromStdString(w.spec);
        case OutstandingColumn:
            return role == Qt::EditRole ? QVariant(w.outstanding)
                                        : QVariant(QString::number(w.outstanding));
        case CpuColumn: return cpuText(w.cpu, editor);
        case PeerCpuColumn: return network ? cpuText(w.peer.cpu, editor) : QString();
        case RateColumn:
            if (w.kind != model::TargetKind::Udp) return QString();
            if (w.rateMbit > 0) return QString::number(w.rateMbit, 'g', 12);
            return editor ? QString() : tr("none");
        case SendBufferColumn:
        case ReceiveBufferColumn:
        case MssColumn:
        case BusyPollColumn:
        case PacingColumn: {
            // Unset is the kernel's default: an empty cell, as an empty entry clears it.
            if (!tcp) return QString();
            const model::SocketOptions& o = w.socket;
            if (column == SendBufferColumn && o.sendBuffer) return QString::number(*o.sendBuffer);
            if (column == ReceiveBufferColumn && o.receiveBuffer)
                return QString::number(*o.receiveBuffer);
            if (column == MssColumn && o.mss) return QString::number(*o.mss);
            if (column == BusyPollColumn && o.busyPollUs) return QString::number(*o.busyPollUs);
            if (column == PacingColumn && o.pacingMbit)
                return QString::number(*o.pacingMbit, 'g', 12);
            return QString();
        }
        case CongestionColumn:
            if (!tcp) return QString();
            if (!w.socket.congestion.empty()) return QString::fromStdString(w.socket.congestion);
            return editor ? QString() : defaultCongestionText(w);
        case NoDelayColumn:
            if (!tcp) return QString();
            if (!w.socket.noDelay) return editor ? QString() : tr("default");
            if (editor) return *w.socket.noDelay ? QStringLiteral("true") : QStringLiteral("false");
            return *w.socket.noDelay ? tr("yes") : tr("no");
        case ZeroCopyColumn:
            if (!tcp) return QString();
            if (editor) return w.socket.zeroCopy ? QStringLiteral("true") : QStringLiteral("false");
            return w.socket.zeroCopy ? tr("yes") : tr("no");
        case PathColumn: return disk ? QString::fromStdString(w.path) : QString();
        case FileSizeColumn:
            if (!disk) return QString();
            if (editor) return w.fileSize > 0 ? QString::number(w.fileSize) : QString();
            if (w.fileSize > 0) return formatByteSize(w.fileSize);
            return w.blockDevice ? tr("all of it") : QString();
        case EngineColumn: return disk ? QString::fromStdString(w.engine) : QString();
        case DirectColumn:
        case VerifyColumn:
        case BlockDeviceColumn:
        case ForceColumn: {
            if (!disk) return QString();
            const bool on = column == DirectColumn   ? w.direct
                            : column == VerifyColumn ? w.verify
                            : column == BlockDeviceColumn ? w.blockDevice
                                                          : w.force;
            if (editor) return on ? QStringLiteral("true") : QStringLiteral("false");
            return on ? tr("yes") : tr("no");
        }
        }
        break;
    }
    case Qt::ToolTipRole: {
        const auto dynamoTip = [this](const std::string& name) {
            const QString dynamo = QString::fromStdString(name);
            if (!isConnected(dynamo))
                return tr("Dynamo %1 is not connected: its addresses cannot be offered, type "
                          "them.")
                    .arg(dynamo);
            const auto& info = m_dynamos[dynamo];
            const int cpus = cpusOf(dynamo);
            return (cpus == 1 ? tr("Dynamo %1 is connected (%2), %n CPU.", "", cpus)
                              : tr("Dynamo %1 is connected (%2), %n CPUs.", "", cpus))
                .arg(dynamo, QString::fromStdString(info.remote));
        };
        switch (column) {
        case DynamoColumn: return dynamoTip(w.dynamo);
        case PeerDynamoColumn: return network ? dynamoTip(w.peer.dynamo) : QVariant();
        case PathColumn: {
            if (!disk) return {};
            const QString path = QString::fromStdString(w.path);
            for (const BlockDevice& b : devicesOf(QString::fromStdString(w.dynamo)))
                if (b.path == path)
                    return tr("%1: %2, %3").arg(path, b.sizeText(), b.safetyText());
            return headerData(column, Qt::Horizontal, role);
        }
        case CongestionColumn: {
            if (!tcp) return {};
            // A name the plan holds for a host that lacks it would fail the run: say so.
            const QString name = QString::fromStdString(w.socket.congestion);
            for (const std::string& d : {w.dynamo, w.peer.dynamo}) {
                const QString dynamo = QString::fromStdString(d);
                const auto it = m_dynamos.constFind(dynamo);
                if (name.isEmpty() || it == m_dynamos.constEnd()) continue;
                const std::optional<QStringList> offered = offeredCongestion(*it);
                if (offered && !offered->contains(name))
                    return tr("Dynamo %1 does not offer %2 (it has %3): the run would fail.")
                        .arg(dynamo, name, offered->join(QStringLiteral(", ")));
            }
            return headerData(column, Qt::Horizontal, role);
        }
        case BindColumn: {
            if (!network) return {};
            const QString where = interfaceOf(QString::fromStdString(w.dynamo),
                                              QString::fromStdString(w.bind));
            return where.isEmpty() ? headerData(column, Qt::Horizontal, role) : where;
        }
        case PeerAddressColumn: {
            if (!network) return {};
            const QString where = interfaceOf(QString::fromStdString(w.peer.dynamo),
                                              QString::fromStdString(w.peer.address));
            return where.isEmpty() ? headerData(column, Qt::Horizontal, role) : where;
        }
        default:
            if (!columnApplies(column, w.kind)) return {};
            return headerData(column, Qt::Horizontal, role);
        }
    }
    case ChoicesRole:
    case ChoiceLabelsRole:
    case FreeTextRole: {
        QStringList labels;
        bool freeText = true;
        const QStringList values = choices(index.row(), column, &labels, &freeText);
        if (role == ChoicesRole) return values;
        if (role == ChoiceLabelsRole) return labels;
        return freeText;
    }
    case Qt::TextAlignmentRole:
        if (column == OutstandingColumn || column == CpuColumn || column == PeerCpuColumn ||
            column == RateColumn || column == FileSizeColumn || column == SendBufferColumn ||
            column == ReceiveBufferColumn || column == MssColumn || column == BusyPollColumn ||
            column == PacingColumn)
            return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QStringList WorkerModel::choices(int row, int column, QStringList* labels, bool* freeText) const {
    const model::WorkerDef& w = m_workers[static_cast<std::size_t>(row)];
    const model::Plan& plan = m_document->plan();
    QStringList values;
    *freeText = true;
    switch (column) {
    case DynamoColumn:
    case PeerDynamoColumn: {
        for (const model::DynamoDef& d : plan.dynamos) values << QString::fromStdString(d.name);
        for (auto it = m_dynamos.constBegin(); it != m_dynamos.constEnd(); ++it)
            if (!values.contains(it.key())) values << it.key();
        *labels = values;
        break;
    }
    case KindColumn:
        for (auto kind : {model::TargetKind::Tcp, model::TargetKind::Udp, model::TargetKind::Disk})
            values << QString::fromLatin1(model::toString(kind));
        *labels << tr("tcp — a stream or request/response pair") << tr("udp — paced datagrams")
                << tr("disk — a test file or block device");
        *freeText = false;
        break;
    case EngineColumn:
        if (w.kind != model::TargetKind::Disk) break;
        values << QStringLiteral("auto") << QStringLiteral("io_uring") << QStringLiteral("libaio")
               << QStringLiteral("sync");
        *labels << tr("auto — io_uring, else libaio, else sync") << values[1] << values[2]
                << tr("sync — pread/pwrite, one at a time");
        *freeText = false;
        break;
    case DirectColumn:
    case VerifyColumn:
    case BlockDeviceColumn:
    case ForceColumn:
        if (w.kind != model::TargetKind::Disk) break;
        values << QStringLiteral("true") << QStringLiteral("false");
        *labels << tr("yes") << tr("no");
        *freeText = false;
        break;
    case CongestionColumn:
        if (w.kind != model::TargetKind::Tcp) break;
        // The host's default, then what both ends offer; a name for a dynamo that is not
        // connected yet may be typed.
        values << QString();
        *labels << defaultCongestionText(w);
        for (const QString& name : congestionControlsOf(QString::fromStdString(w.dynamo),
                                                        QString::fromStdString(w.peer.dynamo))) {
            values << name;
            *labels << name;
        }
        break;
    case NoDelayColumn:
        if (w.kind != model::TargetKind::Tcp) break;
        values << QString() << QStringLiteral("true") << QStringLiteral("false");
        *labels << tr("default — off for streams, on for request/response") << tr("yes")
                << tr("no");
        *freeText = false;
        break;
    case ZeroCopyColumn:
        if (w.kind != model::TargetKind::Tcp) break;
        values << QStringLiteral("true") << QStringLiteral("false");
        *labels << tr("yes") << tr("no");
        *freeText = false;
        break;
    case PathColumn: {
        if (w.kind != model::TargetKind::Disk) break;
        // The current path, the usual test file, and the block devices the dynamo reports.
        values << QString::fromStdString(w.path);
        if (!values.contains(defaultDiskPath())) values << defaultDiskPath();
        values.removeAll(QString());
        *labels = values;
        for (const BlockDevice& b : devicesOf(QString::fromStdString(w.dynamo))) {
            if (values.contains(b.path)) continue;
            values << b.path;
            *labels << tr("%1 — %2, %3").arg(b.path, b.sizeText(), b.safetyText());
        }
        break;
    }
    case BindColumn:
    case PeerAddressColumn: {
        if (w.kind == model::TargetKind::Disk) break;
        const QString dynamo =
            QString::fromStdString(column == BindColumn ? w.dynamo : w.peer.dynamo);
        if (isConnected(dynamo)) {
            values = addressesOf(dynamo);
            for (const QString& a : values) {
                const QString where = interfaceOf(dynamo, a);
                *labels << (where.isEmpty() ? a : tr("%1 — %2").arg(a, where));
            }
            *freeText = false;
        } else {
            const QString current =
                QString::fromStdString(column == BindColumn ? w.bind : w.peer.address);
            values << current;
            for (const QString& a : {QStringLiteral("127.0.0.1"), QStringLiteral("::1")})
                if (!values.contains(a)) values << a;
            values.removeAll(QString());
            *labels = values;
        }
        break;
    }
    case SpecColumn:
        for (const model::AccessSpec& s : plan.specs) values << QString::fromStdString(s.name);
        *labels = values;
        *freeText = false;
        break;
    default:
        break;
    }
    return values;
}

QVariant WorkerModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount()) return section + 1;
        return {};
    }
    if (section < 0 || section >= ColumnCount) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Name");
        case DynamoColumn: return tr("Dynamo");
        case KindColumn: return tr("Kind");
        case BindColumn: return tr("Bind");
        case PeerDynamoColumn: return tr("Peer dynamo");
        case PeerAddressColumn: return tr("Peer address");
        case SpecColumn: return tr("Spec");
        case OutstandingColumn: return tr("Outstanding");
        case CpuColumn: return tr("CPU");
        case PeerCpuColumn: return tr("Peer CPU");
        case RateColumn: return tr("Rate (Mbit/s)");
        case SendBufferColumn: return tr("Send buffer");
        case ReceiveBufferColumn: return tr("Receive buffer");
        case CongestionColumn: return tr("Congestion");
        case NoDelayColumn: return tr("No delay");
        case MssColumn: return tr("MSS");
        case ZeroCopyColumn: return tr("Zero-copy");
        case BusyPollColumn: return tr("Busy poll µs");
        case PacingColumn: return tr("Pacing Mbit/s");
        case PathColumn: return tr("Path");
        case FileSizeColumn: return tr("File size");
        case EngineColumn: return tr("Engine");
        case DirectColumn: return tr("O_DIRECT");
        case VerifyColumn: return tr("Verify");
        case BlockDeviceColumn: return tr("Block device");
        case ForceColumn: return tr("Force");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("1 to 64 letters, digits, spaces or _ - . characters, unique in the plan.");
        case DynamoColumn: return tr("The host this worker runs on.");
        case KindColumn:
            return tr("The kind of target: tcp (a stream or request/response pair), udp "
                      "(paced datagrams) or disk (a test file or a block device).");
        case BindColumn:
            return tr("The address this worker listens on: the data path is Bind ↔ Peer "
                      "address.");
        case PeerDynamoColumn:
            return tr("The host its partner runs on; the worker's own dynamo for loopback.");
        case PeerAddressColumn:
            return tr("The address the partner connects from, of the same family as Bind.");
        case SpecColumn:
            return tr("The access specification it runs (Access Specifications page).");
        case OutstandingColumn:
            return tr("Requests in flight, 1 to 4096. A sweep over outstanding I/Os overrides "
                      "it in each step.");
        case CpuColumn:
            return tr("Pin the worker to this CPU of its host (0 to 1023); empty for any.");
        case PeerCpuColumn:
            return tr("Pin the partner to this CPU of its host (0 to 1023); empty for any.");
        case RateColumn:
            return tr("udp: the offered rate of the pair in Mbit/s of payload, more than 0 and "
                      "at most 1000000 (as fast as the sender can). A ping-pong has none.");
        case SendBufferColumn:
            return tr("tcp: SO_SNDBUF: bytes asked for the send buffer of each connection, 4096 "
                      "to 2147483647; Linux doubles it and caps it at net.core.wmem_max. Empty: "
                      "the kernel's default.");
        case ReceiveBufferColumn:
            return tr("tcp: SO_RCVBUF: bytes asked for the receive buffer of each connection, "
                      "4096 to 2147483647; Linux doubles it, caps it at net.core.rmem_max and "
                      "stops tuning it. Empty: the kernel's default, autotuned.");
        case CongestionColumn:
            return tr("tcp: TCP_CONGESTION: the congestion control both ends use. The ones the "
                      "connected dynamos of the pair offer are listed; another name may be typed, "
                      "but a dynamo without it refuses the step. Empty: the host's default.");
        case NoDelayColumn:
            return tr("tcp: TCP_NODELAY: send each request at once instead of gathering small "
                      "segments (Nagle). Default: off for streams, on for request/response.");
        case MssColumn:
            return tr("tcp: TCP_MAXSEG: the largest segment to send and to announce, 88 to 65495 "
                      "bytes; the path's MTU may make it smaller. Empty: as the MTU allows.");
        case ZeroCopyColumn:
            return tr("tcp: send without copying the payload into the kernel (SO_ZEROCOPY, "
                      "MSG_ZEROCOPY); worth it from about 10 KB a request.");
        case BusyPollColumn:
            return tr("tcp: SO_BUSY_POLL: µs a receive busy-polls the device before it sleeps, 0 "
                      "to 1000000 (more than net.core.busy_read needs root). Empty: "
                      "net.core.busy_read.");
        case PacingColumn:
            return tr("tcp: SO_MAX_PACING_RATE: the most each connection sends, in Mbit/s on the "
                      "wire (headers included), more than 0 and at most 1000000. Empty: no "
                      "limit.");
        case PathColumn:
            return tr("disk: the test file, or with Block device the device, on the worker's "
                      "dynamo.");
        case FileSizeColumn:
            return tr("disk: bytes of the test file, 4096 to 2^50 (\"1 GiB\" and \"512 MiB\" "
                      "are read too); for a block device the span tested, empty for all of it.");
        case EngineColumn:
            return tr("disk: how I/Os reach the kernel: auto, io_uring, libaio or sync.");
        case DirectColumn:
            return tr("disk: open with O_DIRECT, so requests go to the device, not the page "
                      "cache.");
        case VerifyColumn:
            return tr("disk: writes carry a stamp that reads check; a block device's span is "
                      "filled with stamps first.");
        case BlockDeviceColumn:
            return tr("disk: Path is a block device. The explicit consent to write to it.");
        case ForceColumn:
            return tr("disk: write to a block device that holds a partition table or a file "
                      "system, destroying it. A device in use is refused all the same.");
        }
    }
    return {};
}

Qt::ItemFlags WorkerModel::flags(const QModelIndex& index) const {
    if (!isCell(index)) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const model::WorkerDef& w = m_workers[static_cast<std::size_t>(index.row())];
    if (!columnApplies(index.column(), w.kind)) return f;
    return f | Qt::ItemIsEditable;
}

bool WorkerModel::columnApplies(int column, model::TargetKind kind) {
    const bool disk = kind == model::TargetKind::Disk;
    switch (column) {
    case BindColumn:
    case PeerDynamoColumn:
    case PeerAddressColumn:
    case PeerCpuColumn:
        return !disk;
    case RateColumn:
        return kind == model::TargetKind::Udp;
    case SendBufferColumn:
    case ReceiveBufferColumn:
    case CongestionColumn:
    case NoDelayColumn:
    case MssColumn:
    case ZeroCopyColumn:
    case BusyPollColumn:
    case PacingColumn:
        return kind == model::TargetKind::Tcp;
    case PathColumn:
    case FileSizeColumn:
    case EngineColumn:
    case DirectColumn:
    case VerifyColumn:
    case BlockDeviceColumn:
    case ForceColumn:
        return disk;
    default:
        return column >= 0 && column < ColumnCount;
    }
}

std::vector<BlockDevice> WorkerModel::devicesOf(const QString& dynamo) const {
    const auto it = m_dynamos.constFind(dynamo);
    if (it == m_dynamos.constEnd()) return {};
    return blockDevicesOf(it->hello);
}

// --- edits ------------------------------------------------------------------------------

QString WorkerModel::applyEdit(model::Plan& plan, int row, int column, const QVariant& value,
                               Json& raw) const {
    model::WorkerDef& w = plan.workers[static_cast<std::size_t>(row)];
    const QString text = value.toString().trimmed();
    const std::string s = text.toStdString();
    const bool network = w.kind != model::TargetKind::Disk;

    const auto useDynamo = [&](const std::string& name) {
        if (name.empty() || plan.findDynamo(name)) return;
        const auto it = m_dynamos.constFind(QString::fromStdString(name));
        plan.dynamos.push_back({name, it != m_dynamos.constEnd() && it->spawned});
    };
    // An address the new host does not have is replaced by one of its own, same family.
    const auto fitAddress = [&](std::string& address, const std::string& dynamo) {
        const QStringList offered = addressesOf(QString::fromStdString(dynamo));
        if (offered.isEmpty() || offered.contains(QString::fromStdString(address))) return;
        std::string other;
        for (const QString& a : offered) {
            const std::string candidate = a.toStdString();
            if (isV6(candidate) != isV6(address)) continue;
            if (other.empty() || (isLoopback(other) && !isLoopback(candidate))) other = candidate;
        }
        if (!other.empty()) address = other;
    };
    const auto checkOffered = [&](const std::string& dynamo, const char* key) -> QString {
        const QString name = QString::fromStdString(dynamo);
        if (!isConnected(name) || addressesOf(name).contains(text)) return {};
        return tr("%1: %2 is not an address of dynamo %3 (it has %4)")
            .arg(QLatin1String(key), text, name, addressesOf(name).join(QStringLiteral(", ")));
    };
    // true, yes, 1 / false, no, 0, and the words the cells show; nullopt for anything else.
    const auto yesNo = [&]() -> std::optional<bool> {
        const QString lower = text.toLower();
        if (lower == QLatin1String("true") || lower == QLatin1String("yes") ||
            lower == QLatin1String("1") || text == tr("yes"))
            return true;
        if (lower == QLatin1String("false") || lower == QLatin1String("no") ||
            lower == QLatin1String("0") || text == tr("no"))
            return false;
        return std::nullopt;
    };
    // Empty, or the word the cell shows when unset: the kernel's (or the host's) default.
    const auto isDefault = [&] {
        return text.isEmpty() || text.compare(QLatin1String("default"), Qt::CaseInsensitive) == 0 ||
               text == tr("default");
    };
    const auto cpuValue = [&](std::optional<int>& cpu) -> QString {
        if (text.isEmpty() || text == tr("any")) {
            cpu.reset();
            return {};
        }
        raw = jsonNumber(value);
        if (auto n = asInt(raw)) cpu = *n;
        return {};
    };

    switch (column) {
    case NameColumn:
        w.name = s;
        break;
    case DynamoColumn:
        w.dynamo = s;
        useDynamo(s);
        if (network) fitAddress(w.bind, s);
        break;
    case KindColumn:
        if (s == "tcp" || s == "udp") {
            // A pair: the worker listens on bind, its partner connects from peer.address.
            const bool udp = s == "udp";
            w.kind = udp ? model::TargetKind::Udp : model::TargetKind::Tcp;
            if (w.bind.empty()) w.bind = "127.0.0.1";
            if (w.peer.dynamo.empty()) w.peer.dynamo = w.dynamo;
            if (w.peer.address.empty()) w.peer.address = isV6(w.bind) ? "::1" : "127.0.0.1";
            useDynamo(w.peer.dynamo);
            const model::WorkerDef defaults;
            w.path.clear();
            w.fileSize = 0;
            w.direct = defaults.direct;
            w.blockDevice = defaults.blockDevice;
            w.force = defaults.force;
            w.engine = defaults.engine;
            w.verify = defaults.verify;
            if (!udp) {
                w.rateMbit = 0;
            } else {
                w.socket = {};  // socket controls are a tcp worker's only
                // One paced flow (docs/plan-format.md, "UDP semantics"): one in flight, and a
                // stream needs its rate; a ping-pong (a spec with replies) has none.
                w.outstanding = 1;
                const model::AccessSpec* spec = plan.findSpec(w.spec);
                const bool pingPong = spec && model::hasReplies(*spec);
                if (pingPong) w.rateMbit = 0;
                else if (w.rateMbit <= 0) w.rateMbit = kDefaultRateMbit;
            }
        } else if (s == "disk") {
            // docs/plan-format.md, "For kind disk": a test file under /var/tmp to start with.
            w.kind = model::TargetKind::Disk;
            w.bind.clear();
            w.peer = {};
            w.rateMbit = 0;
            w.socket = {};
            if (w.path.empty()) w.path = defaultDiskPath().toStdString();
            if (w.fileSize == 0 && !w.blockDevice) w.fileSize = kDefaultFileSize;
        } else {
            // The validator's words for a kind it does not know.
            return QString::fromStdString("kind: must be one of tcp, udp, disk, got \"" + s + "\"");
        }
        break;
    case BindColumn:
        if (!network) return tr("bind: a disk worker has no address");
        if (QString reason = checkOffered(w.dynamo, "bind"); !reason.isEmpty()) return reason;
        w.bind = s;
        if (isIpAddress(s) && isIpAddress(w.peer.address) && isV6(s) != isV6(w.peer.address)) {
            const std::string other = addressLike(w.peer.address, w.peer.dynamo, isV6(s));
            if (!other.empty()) w.peer.address = other;
        }
        break;
    case PeerDynamoColumn:
        if (!network) return tr("peer.dynamo: a disk worker has no partner");
        w.peer.dynamo = s;
        useDynamo(s);
        fitAddress(w.peer.address, s);
        break;
    case PeerAddressColumn:
        if (!network) return tr("peer.address: a disk worker has no partner");
        if (QString reason = checkOffered(w.peer.dynamo, "peer.address"); !reason.isEmpty())
            return reason;
        w.peer.address = s;
        if (isIpAddress(s) && isIpAddress(w.bind) && isV6(s) != isV6(w.bind)) {
            const std::string other = addressLike(w.bind, w.dynamo, isV6(s));
            if (!other.empty()) w.bind = other;
        }
        break;
    case SpecColumn:
        w.spec = s;
        break;
    case OutstandingColumn:
        raw = jsonNumber(value);
        if (auto n = asInt(raw)) w.outstanding = *n;
        break;
    case CpuColumn:
        return cpuValue(w.cpu);
    case PeerCpuColumn:
        if (!network) return tr("peer.cpu: a disk worker has no partner");
        return cpuValue(w.peer.cpu);
    case RateColumn:
        if (w.kind != model::TargetKind::Udp)
            return tr("rate_mbit: only a udp worker has an offered rate");
        if (text.isEmpty()) {
            w.rateMbit = 0;
            return {};
        }
        raw = jsonNumber(value);
        if (raw.is_number()) w.rateMbit = raw.get<double>();
        break;
    case SendBufferColumn:
    case ReceiveBufferColumn:
    case CongestionColumn:
    case NoDelayColumn:
    case MssColumn:
    case ZeroCopyColumn:
    case BusyPollColumn:
    case PacingColumn: {
        if (w.kind != model::TargetKind::Tcp)
            return tr("%1: only a tcp worker has socket controls")
                .arg(QString::fromStdString(columnKey(column)));
        model::SocketOptions& o = w.socket;
        // Each value the plan holds as typed goes to the validator in raw too; what it
        // refuses never reaches the plan.
        switch (column) {
        case SendBufferColumn:
        case ReceiveBufferColumn: {
            std::optional<std::int64_t>& bytes =
                column == SendBufferColumn ? o.sendBuffer : o.receiveBuffer;
            if (text.isEmpty()) {
                bytes.reset();
                return {};
            }
            raw = jsonNumber(value);
            if (raw.is_number_integer()) bytes = raw.get<std::int64_t>();
            break;
        }
        case MssColumn:
        case BusyPollColumn: {
            std::optional<int>& n = column == MssColumn ? o.mss : o.busyPollUs;
            if (text.isEmpty()) {
                n.reset();
                return {};
            }
            raw = jsonNumber(value);
            if (auto v = asInt(raw)) n = *v;
            break;
        }
        case PacingColumn:
            if (text.isEmpty()) {
                o.pacingMbit.reset();
                return {};
            }
            raw = jsonNumber(value);
            if (raw.is_number()) o.pacingMbit = raw.get<double>();
            break;
        case CongestionColumn:
            if (isDefault()) {
                o.congestion.clear();
                return {};
            }
            o.congestion = s;
            break;
        case NoDelayColumn:
            if (isDefault()) {
                o.noDelay.reset();
                return {};
            }
            if (const std::optional<bool> on = yesNo()) o.noDelay = *on;
            else raw = s;  // the validator says what it wants: true or false
            break;
        case ZeroCopyColumn:
            if (const std::optional<bool> on = yesNo()) o.zeroCopy = *on;
            else raw = s;
            break;
        }
        break;
    }
    case PathColumn:
        if (network) return tr("path: only a disk worker has a path");
        w.path = s;
        break;
    case FileSizeColumn:
        if (network) return tr("file_size: only a disk worker has a file size");
        if (text.isEmpty()) {
            w.fileSize = 0;
            return {};
        }
        if (const auto bytes = parseByteCount(text)) {
            w.fileSize = *bytes;
            // Out of range is the validator's to word: hand it the number as typed.
            if (*bytes <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                raw = static_cast<std::int64_t>(*bytes);
        } else {
            raw = jsonNumber(value);
        }
        break;
    case EngineColumn:
        if (network) return tr("engine: only a disk worker has an engine");
        w.engine = s;
        break;
    case DirectColumn:
    case VerifyColumn:
    case BlockDeviceColumn:
    case ForceColumn: {
        if (network)
            return tr("%1: only a disk worker has it").arg(QString::fromStdString(columnKey(column)));
        const std::optional<bool> parsed = yesNo();
        if (!parsed) {
            raw = s;  // the validator says what it wants: true or false
            break;
        }
        const bool on = *parsed;
        if (column == DirectColumn) w.direct = on;
        if (column == VerifyColumn) w.verify = on;
        if (column == BlockDeviceColumn) {
            w.blockDevice = on;
            // force means something only for a block device: it goes with it.
            if (!on) w.force = false;
        }
        if (column == ForceColumn) w.force = on;
        break;
    }
    default:
        return tr("this column cannot be edited");
    }
    return {};
}

QString WorkerModel::edited(int row, int column, const QVariant& value, model::Plan& plan) const {
    const model::Plan& before = m_document->plan();
    if (row < 0 || row >= static_cast<int>(before.workers.size()) ||
        row >= static_cast<int>(m_workers.size()))
        return tr("no such worker");
    plan = before;
    Json raw;
    if (QString reason = applyEdit(plan, row, column, value, raw); !reason.isEmpty())
        return reason;
    pruneDynamos(before, plan);

    Json document = model::toJson(plan);
    if (!raw.is_null()) {
        Json& worker = document["workers"][static_cast<std::size_t>(row)];
        if (column == PeerCpuColumn) worker["peer"]["cpu"] = raw;
        else if (isSocketColumn(column))
            worker["socket"][columnKey(column).substr(sizeof "socket." - 1)] = raw;
        else worker[columnKey(column)] = raw;
    }
    // Only problems this edit brings count: a plan loaded with a problem elsewhere must not
    // make every other cell uneditable.
    const auto old = model::parsePlan(model::toJson(before)).problems;
    const auto now = model::parsePlan(document).problems;
    static const QRegularExpression workerPath(QStringLiteral(R"(^workers\[\d+\]\.)"));
    QString reason;
    for (const model::PlanProblem& p : now) {
        if (std::find(old.begin(), old.end(), p) != old.end()) continue;
        QString path = QString::fromStdString(p.path);
        if (path.startsWith(QLatin1String("dynamos["))) path = QString::fromStdString(columnKey(column));
        path.remove(workerPath);
        const QString message = path + QStringLiteral(": ") + QString::fromStdString(p.message);
        if (path == QString::fromStdString(columnKey(column))) return message;
        if (reason.isEmpty()) reason = message;
    }
    if (!reason.isEmpty()) return reason;

    // The host knows how many CPUs it has; the file format cannot.
    const model::WorkerDef& w = plan.workers[static_cast<std::size_t>(row)];
    const auto checkCpu = [this](const std::optional<int>& cpu, const std::string& dynamo,
                                 const char* key) -> QString {
        const int cpus = cpusOf(QString::fromStdString(dynamo));
        if (!cpu || cpus <= 0 || *cpu < cpus) return {};
        return (cpus == 1 ? tr("%1: dynamo %2 has %n CPU (0–%3), got %4", "", cpus)
                          : tr("%1: dynamo %2 has %n CPUs (0–%3), got %4", "", cpus))
            .arg(QLatin1String(key), QString::fromStdString(dynamo))
            .arg(cpus - 1)
            .arg(*cpu);
    };
    if (column == CpuColumn) return checkCpu(w.cpu, w.dynamo, "cpu");
    if (column == PeerCpuColumn) return checkCpu(w.peer.cpu, w.peer.dynamo, "peer.cpu");
    return {};
}

QString WorkerModel::checkEdit(const QModelIndex& index, const QVariant& value) const {
    if (!isCell(index)) return tr("no such cell");
    model::Plan plan;
    return edited(index.row(), index.column(), value, plan);
}

void WorkerModel::refuse(const QString& reason, std::function<QString()> again) {
    m_lastError = reason;
    m_refusal = std::move(again);
    Q_EMIT invalidEdit(reason);
}

void WorkerModel::retranslate() {
    // The refused edit is checked again against the plan as it is now: the same words in the
    // new language while the plan is unchanged, none if the edit would now be accepted.
    if (!m_lastError.isEmpty() && m_refusal) m_lastError = m_refusal();
    retranslateModel(this);
}

bool WorkerModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !isCell(index)) return false;
    if (!(flags(index) & Qt::ItemIsEditable)) return false;
    model::Plan plan;
    if (QString reason = edited(index.row(), index.column(), value, plan); !reason.isEmpty()) {
        refuse(reason, [this, cell = QPersistentModelIndex(index), value] {
            return checkEdit(cell, value);
        });
        return false;
    }
    m_lastError.clear();
    commit(plan);
    return true;
}

bool WorkerModel::insertRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1) return false;
    model::Plan plan = m_document->plan();
    if (plan.dynamos.empty()) plan.dynamos.push_back({"local", true});
    model::WorkerDef templ;
    if (!plan.workers.empty()) {
        templ = plan.workers[static_cast<std::size_t>(row > 0 ? row - 1 : 0)];
    } else {
        templ.dynamo = plan.dynamos.front().name;
        templ.bind = "127.0.0.1";
        templ.peer = {templ.dynamo, "127.0.0.1", std::nullopt};
    }
    if (templ.spec.empty() && !plan.specs.empty()) templ.spec = plan.specs.front().name;
    std::set<std::string> names;
    for (const model::WorkerDef& w : plan.workers) names.insert(w.name);
    std::vector<model::WorkerDef> added;
    for (int n = static_cast<int>(plan.workers.size()) + 1; static_cast<int>(added.size()) < count; ++n) {
        const std::string name = "worker " + std::to_string(n);
        if (names.count(name)) continue;
        names.insert(name);
        model::WorkerDef w = templ;
        w.name = name;
        added.push_back(w);
    }
    plan.workers.insert(plan.workers.begin() + row, added.begin(), added.end());
    beginInsertRows({}, row, row + count - 1);
    m_workers = plan.workers;
    endInsertRows();
    m_lastError.clear();
    m_document->setPlan(plan);
    return true;
}

bool WorkerModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount()) return false;
    if (count >= rowCount()) {
        const auto reason = [] {
            return tr("workers: must not be empty (a plan needs at least one worker)");
        };
        refuse(reason(), reason);
        return false;
    }
    const model::Plan& before = m_document->plan();
    model::Plan plan = before;
    plan.workers.erase(plan.workers.begin() + row, plan.workers.begin() + row + count);
    pruneDynamos(before, plan);
    beginRemoveRows({}, row, row + count - 1);
    m_workers = plan.workers;
    endRemoveRows();
    m_lastError.clear();
    m_document->setPlan(plan);
    return true;
}

void WorkerModel::commit(const model::Plan& plan) {
    const std::vector<model::WorkerDef> old = m_workers;
    m_workers = plan.workers;
    for (std::size_t i = 0; i < m_workers.size() && i < old.size(); ++i) {
        if (m_workers[i] == old[i]) continue;
        const int r = static_cast<int>(i);
        Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
    }
    m_document->setPlan(plan);
}

void WorkerModel::syncFromDocument() {
    const auto& workers = m_document->plan().workers;
    if (workers.size() != m_workers.size()) {
        beginResetModel();
        m_workers = workers;
        endResetModel();
        return;
    }
    if (workers == m_workers) {
        // Spec and dynamo lists live in the plan too: choices and tooltips may have changed.
        if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    m_workers = workers;
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

}  // namespace iometry::gui
