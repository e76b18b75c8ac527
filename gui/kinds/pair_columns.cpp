#include "gui/kinds/pair_columns.hpp"

#include "engine/model/address.hpp"
#include "gui/models/worker_model.hpp"

namespace iometry::gui {
namespace {

/** The worker's ends (a column of a pair kind is asked only of a pair). */
const model::PairEnds& endsOf(const CellView& v) { return *v.worker.ends(); }

bool isV6(const std::string& address) { return model::ipFamily(address) == model::IpFamily::V6; }

/**
 * An address typed for one end of the pair: it must be one of the connected host's; when
 * it changes the family, the other end follows with an address of that family.
 */
QString editAddress(CellEdit& e, std::string& address, const std::string& dynamo,
                    std::string& other, const std::string& otherDynamo, const char* key) {
    if (QString reason = e.table.checkOffered(dynamo, e.text, key); !reason.isEmpty()) return reason;
    address = e.utf8();
    if (model::familiesDiffer(address, other)) {
        const std::string like = e.table.addressLike(other, otherDynamo, isV6(address));
        if (!like.empty()) other = like;
    }
    return {};
}

Choices addressChoices(const CellView& v, const std::string& dynamo, const std::string& current) {
    Choices c;
    const QString name = QString::fromStdString(dynamo);
    if (v.table.isConnected(name)) {
        c.values = v.table.addressesOf(name);
        for (const QString& a : c.values) {
            const QString where = v.table.interfaceOf(name, a);
            c.labels << (where.isEmpty() ? a : WorkerText::tr("%1 — %2").arg(a, where));
        }
        c.freeText = false;
        return c;
    }
    c.values << QString::fromStdString(current);
    for (const QString& a : {QStringLiteral("127.0.0.1"), QStringLiteral("::1")})
        if (!c.values.contains(a)) c.values << a;
    c.values.removeAll(QString());
    return c;
}

QString addressTip(const CellView& v, const std::string& dynamo, const std::string& address) {
    return v.table.interfaceOf(QString::fromStdString(dynamo), QString::fromStdString(address));
}

}  // namespace

std::vector<WorkerColumn> pairColumns(const model::WorkerKind& kind) {
    std::vector<WorkerColumn> columns;
    columns.push_back(
        {"bind", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Bind"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "The data path is Bind ↔ Peer address."),
         30, false, true,
         [](const CellView& v, bool) { return QString::fromStdString(endsOf(v).bind); }, {},
         [](const CellView& v) { return addressTip(v, v.worker.dynamo, endsOf(v).bind); },
         [](const CellView& v) { return addressChoices(v, v.worker.dynamo, endsOf(v).bind); },
         [](CellEdit& e) {
             model::PairEnds& ends = *e.worker.ends();
             return editAddress(e, ends.bind, e.worker.dynamo, ends.peer.address, ends.peer.dynamo, "bind");
         }});
    columns.push_back(
        {"peer.dynamo", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Peer dynamo"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "The worker's own dynamo for loopback."),
         31, false, false,
         [](const CellView& v, bool) { return QString::fromStdString(endsOf(v).peer.dynamo); }, {},
         [](const CellView& v) { return v.table.dynamoTip(endsOf(v).peer.dynamo); },
         [](const CellView& v) { return v.table.dynamoChoices(); },
         [](CellEdit& e) {
             model::PairEnds& ends = *e.worker.ends();
             ends.peer.dynamo = e.utf8();
             e.useDynamo(ends.peer.dynamo);
             e.table.fitAddress(ends.peer.address, ends.peer.dynamo);
             return QString();
         }});
    columns.push_back(
        {"peer.address", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Peer address"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "Of the same family as Bind."),
         32, false, true,
         [](const CellView& v, bool) { return QString::fromStdString(endsOf(v).peer.address); }, {},
         [](const CellView& v) { return addressTip(v, endsOf(v).peer.dynamo, endsOf(v).peer.address); },
         [](const CellView& v) { return addressChoices(v, endsOf(v).peer.dynamo, endsOf(v).peer.address); },
         [](CellEdit& e) {
             model::PairEnds& ends = *e.worker.ends();
             return editAddress(e, ends.peer.address, ends.peer.dynamo, ends.bind, e.worker.dynamo,
                                "peer.address");
         }});
    columns.push_back(
        {"peer.cpu", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Peer CPU"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "Empty for any."),
         61, true, false,
         [](const CellView& v, bool editor) { return WorkerModel::cpuText(endsOf(v).peer.cpu, editor); },
         {}, {}, {},
         [](CellEdit& e) {
             e.cpu(e.worker.ends()->peer.cpu);
             return QString();
         },
         [](const CellView& v) {
             return v.table.checkCpu(endsOf(v).peer.cpu, endsOf(v).peer.dynamo, "peer.cpu");
         }});
    // Their help and ranges are the kind's settings table's: `bind`, `peer.*` of every pair.
    for (WorkerColumn& c : columns) c = withSetting(std::move(c), kind, false);
    return columns;
}

void adoptEnds(CellEdit& e, model::PairEnds& ends) {
    // A pair: the worker listens on bind, its partner connects from peer.address.
    if (const model::PairEnds* had = e.worker.ends()) ends = *had;
    if (ends.bind.empty()) ends.bind = "127.0.0.1";
    if (ends.peer.dynamo.empty()) ends.peer.dynamo = e.worker.dynamo;
    if (ends.peer.address.empty())
        ends.peer.address = model::loopbackAddress(model::ipFamily(ends.bind));
    e.useDynamo(ends.peer.dynamo);
}

}  // namespace iometry::gui
