import type { TestApp } from '../../support/test-app.js';
import { after, at, createdId, type DeleteRace, stored } from './delete-race.js';

/** Races of nomenclature writes with the delete of the parent they name. */
const NOMENCLATURES = '/api/v1/nomenclature';

const parentAnswers = {
  foreignKey: 'nomenclatures.parent_id',
  remove: 'delete the parent P',
  removeAnswers: { 204: null, 409: 'NOMENCLATURE.IN_USE' },
  removeDeletes: at('nomenclatures', 'delete'),
} as const;

/** A parent to delete, and whether it is stored and has children. */
async function aParent(t: TestApp, admin: string, unique: string) {
  const id = await createdId(t, admin, NOMENCLATURES, { code: `parent-${unique}`, label: 'parent' });
  return {
    id,
    remove: () => t.request('DELETE', `${NOMENCLATURES}/${id}`, { token: admin }),
    exists: async () => (await stored(t).nomenclatures.findById(id)) !== undefined,
    hasChildren: async () => (await stored(t).nomenclatures.countChildren(id)) > 0,
  };
}

export const NOMENCLATURE_RACES: DeleteRace[] = [
  {
    ...parentAnswers,
    write: 'create a child of P',
    writeAnswers: { 201: null, 400: 'RECORD.INVALID_REFERENCE' },
    writeChecked: after('nomenclatures', 'existingIds'),
    writeWrites: at('nomenclatures', 'insert'),
    async stage(t, admin, unique) {
      const parent = await aParent(t, admin, unique);
      return {
        write: () =>
          t.request('POST', NOMENCLATURES, {
            token: admin,
            json: { code: `child-${unique}`, label: 'child', parentId: parent.id },
          }),
        remove: parent.remove,
        referencedExists: parent.exists,
        linked: parent.hasChildren,
      };
    },
  },
  {
    ...parentAnswers,
    write: 'move an entry under P',
    writeAnswers: { 200: null, 400: 'RECORD.INVALID_REFERENCE' },
    writeChecked: after('nomenclatures', 'parentLinks'),
    writeWrites: at('nomenclatures', 'update'),
    async stage(t, admin, unique) {
      const parent = await aParent(t, admin, unique);
      const child = await createdId(t, admin, NOMENCLATURES, { code: `child-${unique}`, label: 'child' });
      return {
        write: () =>
          t.request('PUT', `${NOMENCLATURES}/${child}`, {
            token: admin,
            json: { label: 'moved', parentId: parent.id },
          }),
        remove: parent.remove,
        referencedExists: parent.exists,
        linked: parent.hasChildren,
      };
    },
  },
  {
    ...parentAnswers,
    write: 'import a child of P, named by code',
    writeAnswers: { 201: null, 400: 'RECORD.INVALID_REFERENCE', 409: 'RECORD.REFERENCE_GONE' },
    writeChecked: after('nomenclatures', 'treeEntries'),
    writeWrites: at('nomenclatures', 'upsertMany'),
    async stage(t, admin, unique) {
      const parent = await aParent(t, admin, unique);
      return {
        write: () =>
          t.request('POST', `${NOMENCLATURES}/import.json`, {
            token: admin,
            json: [{ code: `child-${unique}`, label: 'child', parentCode: `parent-${unique}` }],
          }),
        remove: parent.remove,
        referencedExists: parent.exists,
        linked: parent.hasChildren,
      };
    },
  },
];
