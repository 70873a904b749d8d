import { randomBytes, randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { ObjectLiteral } from 'typeorm';

import { EXTENSIONS, checkLogoSize, CONTENT_TYPES, LogoKind, StoredPolicy } from '../../../shared/uploads';
import type { RequestUser } from '../auth/request-user';
import { applyReadScope, applyTerms } from '../authorization/access-checks';
import { brokenRule, forbidden, notFound } from '../common/errors/domain-errors';
import { LiveEvents } from '../common/pubsub/live-events';
import { InjectResourceService } from '../common/resource/inject-resource';
import type { ResourceQueryService } from '../common/resource/resource-query.service';
import { resourceNamed } from '../common/resource/resource-registry';
import type { Company } from '../companies/companies.resource';
import type { Organization } from '../organizations/organizations.resource';
import { assertPlanAllows } from '../organizations/plan-checks';
import { FILE_STORAGE, FileStorage, fileUrl, keyOfUrl } from './file-storage';
import { formatOf, imageSizeOf, svgIsActive } from './file-sniffing';

/** Whose files: a group (companies) or a workspace (organizations). */
export type FileOwner = 'Company' | 'Organization';

type Row = ObjectLiteral & { id: string };

/** A group keeps its logos in two columns: the dashboard logo in logoUrl, the large one in modernLogoUrl. */
const COMPANY_LOGO_COLUMNS: Record<LogoKind, 'logoUrl' | 'modernLogoUrl'> = { dashboardLogo: 'logoUrl', largeLogo: 'modernLogoUrl' };

const logosOf = (row: Row): Record<string, string | null> => (row.logos ?? {}) as Record<string, string | null>;
const policiesOf = (row: Row): StoredPolicy[] => (Array.isArray(row.policies) ? (row.policies as StoredPolicy[]) : []);

/**
 * Logos and policies of groups and workspaces: who may edit the row (its resource's update terms,
 * as SQL) may change them; the bytes are checked (format, size, no active SVG) before anything is
 * stored; the row is changed through its resource's service (audited), the change is announced live,
 * and the file it replaced is deleted.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectResourceService('Company') private readonly companies: ResourceQueryService<Company>,
    @InjectResourceService('Organization') private readonly organizations: ResourceQueryService<Organization>,
    private readonly live: LiveEvents,
  ) {}

  /** NOT_FOUND for a row the actor cannot read, FORBIDDEN for one they read but may not edit. */
  private async editableRow(owner: FileOwner, id: string, actor: RequestUser): Promise<Row> {
    const resource = resourceNamed(owner);
    const byId = () => this.serviceOf(owner).repo.createQueryBuilder('row').where('row.id = :id', { id });
    if (!(await applyReadScope(byId(), owner, actor).getOne())) throw notFound(`${resource.label} not found`);
    const row = await applyTerms(byId(), resource.access.update ?? [], actor).getOne();
    if (!row) throw forbidden();
    return row;
  }

  private serviceOf(owner: FileOwner): ResourceQueryService<Row> {
    return (owner === 'Company' ? this.companies : this.organizations) as unknown as ResourceQueryService<Row>;
  }

  /** Stores the bytes under a new key, changes the row, and deletes what it replaced (or the new file if the change fails). */
  private async store(owner: FileOwner, row: Row, bytes: Buffer, extension: string, contentType: string, change: (url: string) => Record<string, unknown>) {
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(key, bytes, contentType);
    try {
      const updated = await this.serviceOf(owner).updateOne(row.id, change(fileUrl(key)));
      await this.live.publish('updated', owner, updated);
      return { url: fileUrl(key), updated };
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  private async forget(url: string | null | undefined): Promise<void> {
    const key = keyOfUrl(url);
    if (key) await this.storage.delete(key);
  }

  private logoUrl(owner: FileOwner, row: Row, kind: LogoKind): string | null {
    return owner === 'Company' ? ((row[COMPANY_LOGO_COLUMNS[kind]] as string | null) ?? null) : (logosOf(row)[kind] ?? null);
  }

  private logoChange(owner: FileOwner, row: Row, kind: LogoKind, url: string | null): Record<string, unknown> {
    return owner === 'Company' ? { [COMPANY_LOGO_COLUMNS[kind]]: url } : { logos: { ...logosOf(row), [kind]: url } };
  }

  /** Own logos are white labeling: the plan of the workspace (the group's) must include it. */
  private async assertPlanAllowsLogos(owner: FileOwner, row: Row): Promise<void> {
    await assertPlanAllows(this.organizations.repo.manager, owner === 'Organization' ? row.id : row.organizationId, 'logos');
  }

  async replaceLogo(owner: FileOwner, id: string, kind: LogoKind, bytes: Buffer, actor: RequestUser): Promise<{ url: string }> {
    const row = await this.editableRow(owner, id, actor);
    await this.assertPlanAllowsLogos(owner, row);
    const format = formatOf(bytes);
    if (format === null || format === 'pdf') throw brokenRule('logoFileType');
    if (format === 'svg' && svgIsActive(bytes)) throw brokenRule('svgWithScript');
    const size = imageSizeOf(bytes, format);
    const problem = size ? checkLogoSize(kind, size) : 'logoFileType';
    if (problem) throw brokenRule(problem);
    const previous = this.logoUrl(owner, row, kind);
    const { url } = await this.store(owner, row, bytes, EXTENSIONS[format], CONTENT_TYPES[format], (next) => this.logoChange(owner, row, kind, next));
    await this.forget(previous);
    return { url };
  }

  async removeLogo(owner: FileOwner, id: string, kind: LogoKind, actor: RequestUser): Promise<void> {
    const row = await this.editableRow(owner, id, actor);
    const previous = this.logoUrl(owner, row, kind);
    if (previous === null) return;
    const updated = await this.serviceOf(owner).updateOne(row.id, this.logoChange(owner, row, kind, null));
    await this.live.publish('updated', owner, updated);
    await this.forget(previous);
  }

  async addPolicy(owner: FileOwner, id: string, name: string, bytes: Buffer, actor: RequestUser): Promise<StoredPolicy> {
    const row = await this.editableRow(owner, id, actor);
    if (formatOf(bytes) !== 'pdf') throw brokenRule('policyPdfOnly');
    const trimmed = name.trim();
    if (trimmed === '') throw brokenRule('policyNameRequired');
    const existing = policiesOf(row);
    // A policy uploaded again under the same name is its next version.
    const version = 1 + Math.max(0, ...existing.filter((policy) => policy.name.toLowerCase() === trimmed.toLowerCase()).map((policy) => policy.version));
    const made: { policy?: StoredPolicy } = {};
    await this.store(owner, row, bytes, EXTENSIONS.pdf, CONTENT_TYPES.pdf, (documentUrl) => {
      made.policy = { id: randomUUID(), name: trimmed, documentUrl, version, createdAt: new Date().toISOString() };
      return { policies: [...existing, made.policy] };
    });
    if (!made.policy) throw new Error('The policy was stored without its record.');
    return made.policy;
  }

  async removePolicy(owner: FileOwner, id: string, policyId: string, actor: RequestUser): Promise<void> {
    const row = await this.editableRow(owner, id, actor);
    const existing = policiesOf(row);
    const removed = existing.find((policy) => policy.id === policyId);
    if (!removed) throw notFound('Policy not found');
    const updated = await this.serviceOf(owner).updateOne(row.id, { policies: existing.filter((policy) => policy.id !== policyId) });
    await this.live.publish('updated', owner, updated);
    await this.forget(removed.documentUrl);
  }
}
