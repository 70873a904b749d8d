import { defineResource } from '../common/resource/define-resource';
import { ActionEntity } from './action.entity';
import { ChapterEntity } from './chapter.entity';
import { ActionDTO, ChapterDTO } from './course-content.dto';

/** Read-only: programs are authored in the authoring tool; the dashboard shows their sessions and actions. */
export const ChaptersModule = defineResource({ dto: ChapterDTO, entity: ChapterEntity, deletable: false });
export const ActionsModule = defineResource({ dto: ActionDTO, entity: ActionEntity, deletable: false });
