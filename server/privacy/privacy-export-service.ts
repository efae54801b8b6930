/**
 * "Everything the site holds about an address" as one file (docs/decisions/109): each owner
 * folder reads its own tables for the address or the address's orders; this assembles them in
 * the shape of shared/contracts/privacy.ts. An owner's download is audited without the data.
 */
import { createHash } from 'node:crypto';
import { analyticsOfOrders } from '#server/analytics/person-export-repository.ts';
import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import { broadcastSubjects } from '#server/broadcasts/person-export-repository.ts';
import { messagesOfPerson } from '#server/contact/person-export-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { deliveryOfOrders } from '#server/delivery/person-export-repository.ts';
import { libraryOfPerson } from '#server/library/person-export-repository.ts';
import { mailChoicesOfPerson } from '#server/mail-audience/person-export-repository.ts';
import { mailOfPerson } from '#server/mail/person-export-repository.ts';
import { subscriptionOfPerson } from '#server/newsletter/person-export-repository.ts';
import { ordersOfPerson, type PersonOrderRow } from '#server/orders/person-export-repository.ts';
import { reviewsOfOrders } from '#server/review-moderation/person-export-repository.ts';
import { reviewRequestsOfOrders } from '#server/review-requests/person-export-repository.ts';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import {
  personExportVersion,
  type PersonExport,
  type PersonExportOrder,
} from '#shared/contracts/privacy.ts';

const iso = (date: Date) => date.toISOString();
const maybeIso = (date: Date | null) => date?.toISOString() ?? null;
const distinct = <Value>(values: (Value | null)[]): Value[] => [
  ...new Set(values.filter((value): value is Value => value !== null)),
];

function exportOrder(order: PersonOrderRow): PersonExportOrder {
  return {
    id: order.id,
    status: order.status,
    createdAt: iso(order.createdAt),
    completedAt: maybeIso(order.completedAt),
    expiredAt: maybeIso(order.expiredAt),
    refundedAt: maybeIso(order.refundedAt),
    currency: order.currency,
    product: order.productId,
    amountCents: order.amountCents,
    taxCents: order.taxCents,
    taxPrices: order.taxPrices,
    listPriceCents: order.listPriceCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    name: order.customerName,
    email: order.customerEmail,
    address: order.address,
    city: order.city,
    state: order.state,
    zip: order.zip,
    paymentProvider: order.provider,
    paymentMethod: order.paymentMethodKind,
    paymentReference: order.paymentIntentId,
    analyticsSessionId: order.analyticsSessionId,
    analyticsVisitorId: order.analyticsVisitorId,
  };
}

/** Everything held about `email`, matched whatever its case. */
export async function personExport(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  email: string,
): Promise<PersonExport> {
  const { db } = ctx;
  const address = email.toLowerCase();
  const [orders, messages, subscription, mailChoices, library] = await Promise.all([
    ordersOfPerson(db, address),
    messagesOfPerson(db, address),
    subscriptionOfPerson(db, address),
    mailChoicesOfPerson(db, address),
    libraryOfPerson(db, address),
  ]);
  const orderIds = orders.map((order) => order.id);
  // Mail went to the address as each form stored it: every spelling seen, and the orders' mail.
  const spellings = distinct([
    address,
    ...orders.map((order) => order.customerEmail),
    ...messages.map((message) => message.email),
  ]);
  const [mail, delivery, reviews, reviewRequests, analytics] = await Promise.all([
    mailOfPerson(db, spellings, orderIds),
    deliveryOfOrders(db, orderIds),
    reviewsOfOrders(db, orderIds),
    reviewRequestsOfOrders(db, orderIds),
    analyticsOfOrders(db, {
      orderIds,
      sessionIds: distinct(orders.map((order) => order.analyticsSessionId)),
      visitorIds: distinct(orders.map((order) => order.analyticsVisitorId)),
    }),
  ]);
  const subjects = await broadcastSubjects(db, distinct(mail.map((row) => row.broadcastId)));
  return {
    version: personExportVersion,
    generatedAt: iso(ctx.clock()),
    email: address,
    orders: orders.map(exportOrder),
    mail: mail.map((row) => ({
      id: row.id,
      kind: row.kind,
      about: mailKindsCopy[row.kind] ?? row.kind,
      subject: row.broadcastId === null ? null : (subjects.get(row.broadcastId) ?? null),
      recipient: row.recipient,
      orderId: row.orderId,
      status: row.status,
      createdAt: iso(row.createdAt),
      sentAt: maybeIso(row.sentAt),
    })),
    consents: {
      newsletter: subscription
        ? {
            status: subscription.status,
            signedUpAt: iso(subscription.createdAt),
            signUpIp: subscription.signupIp,
            confirmedAt: maybeIso(subscription.confirmedAt),
            confirmIp: subscription.confirmIp,
            unsubscribedAt: maybeIso(subscription.unsubscribedAt),
            notifyWhenGuideReady: subscription.notifyWhenGuideReady,
          }
        : null,
      checkoutNews: orders.flatMap((order) =>
        order.newsConsentAt
          ? [{ orderId: order.id, at: iso(order.newsConsentAt), ip: order.newsConsentIp }]
          : [],
      ),
      optOuts: mailChoices.optOuts.map((optOut) => ({
        topic: optOut.topic,
        at: iso(optOut.createdAt),
      })),
      suppression: mailChoices.suppression && {
        reason: mailChoices.suppression.reason,
        since: iso(mailChoices.suppression.since),
        detail: mailChoices.suppression.detail,
      },
    },
    downloads: {
      links: delivery.links.map((link) => ({
        ...link,
        createdAt: iso(link.createdAt),
        expiresAt: iso(link.expiresAt),
      })),
      events: delivery.events.map((event) => ({ ...event, at: iso(event.at) })),
      librarySignInLinks: library.links.map((link) => ({
        createdAt: iso(link.createdAt),
        expiresAt: iso(link.expiresAt),
        usedAt: maybeIso(link.usedAt),
      })),
      librarySessions: library.sessions.map((session) => ({
        createdAt: iso(session.createdAt),
        expiresAt: iso(session.expiresAt),
      })),
      stampedCopies: delivery.stampedCopies.map((copy) => ({
        ...copy,
        createdAt: iso(copy.createdAt),
      })),
    },
    messages: messages.map((message) => ({
      ...message,
      createdAt: iso(message.createdAt),
      readAt: maybeIso(message.readAt),
      handledAt: maybeIso(message.handledAt),
    })),
    reviews: {
      requests: reviewRequests.map((request) => ({
        orderId: request.orderId,
        createdAt: iso(request.createdAt),
        usedAt: maybeIso(request.usedAt),
      })),
      reviews: reviews.map((review) => ({
        ...review,
        createdAt: iso(review.createdAt),
        consentedAt: iso(review.consentedAt),
        moderatedAt: maybeIso(review.moderatedAt),
        repliedAt: maybeIso(review.repliedAt),
      })),
    },
    analytics: {
      visitors: analytics.visitors.map((visitor) => ({
        id: visitor.id,
        firstSeenAt: iso(visitor.firstSeenAt),
        firstSource: visitor.firstSource,
      })),
      sessions: analytics.sessions.map((session) => ({
        ...session,
        startedAt: iso(session.startedAt),
        endedAt: iso(session.endedAt),
      })),
      pageViews: analytics.pageViews.map((view) => ({
        sessionId: view.sessionId,
        at: iso(view.createdAt),
        page: view.pagePath,
        referrer: view.referrer,
      })),
      events: analytics.events.map((event) => ({
        sessionId: event.sessionId,
        at: iso(event.createdAt),
        name: event.name,
        category: event.category,
        page: event.pagePath,
        label: event.label,
        value: event.value,
        detail: event.detail,
      })),
      conversions: analytics.conversions.map((conversion) => ({
        orderId: conversion.orderId,
        type: conversion.conversionType,
        at: iso(conversion.createdAt),
        revenueCents: conversion.revenueCents,
      })),
    },
  };
}

/**
 * How the audit log names the person exported: the SHA-256 of the lower-cased address. The log
 * is only ever added to, so it must not keep an address an erasure removes everywhere else; an
 * owner who has the address can still tell that it was exported, and when, by its hash.
 */
export function personReference(email: string): string {
  return `sha256:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
}

/** An owner's download of `email`'s file: the request is audited, the data is not. */
export async function ownerPersonExport(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  actor: AdminActor,
  email: string,
): Promise<PersonExport> {
  const file = await personExport(ctx, email);
  await recordAudit(ctx.db, {
    ...actor,
    action: 'person_exported',
    target: personReference(email),
  });
  return file;
}

/** The download's name: the day it was made, never the address (it stays in download lists). */
export function personExportFileName(file: PersonExport): string {
  return `personal-data-${file.generatedAt.slice(0, 10)}.json`;
}
