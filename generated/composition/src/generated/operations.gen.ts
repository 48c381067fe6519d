// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// The HTTP call behind each tool with an `http` binding. Its handler in src/tools/ delegates here, so a regenerate
// after the API changed updates the URL and parameters without touching the handler.
import { callOperation, type Api, type Operation } from './runtime/http-call.gen.js';
import { perUserCredentials } from './runtime/upstream.gen.js';
import type { ToolContext, ToolReturn } from './runtime/api.gen.js';
import * as errors from './errors.gen.js';
import * as schemas from './schemas.gen.js';
import type {
  GetRemoteNoteInput,
  GetRemoteNoteOutput,
  MyRemoteNotesInput,
  MyRemoteNotesOutput,
  RemoteNotFoundData,
} from './types.gen.js';

/** The manifest's `api`. MCPGEN_API_BASE_URL overrides baseUrl; credentials are read from `env` on every call. */
export const API: Api = {
  baseUrl: "https://api.composition.example.com/v1",
  auth: {
    bearerAuth: {
      type: "bearer",
      env: "MCPGEN_API_TOKEN"
    },
    notesUser: {
      type: "oauth2",
      env: "MCPGEN_API_NOTES_USER",
      authorizationUrl: "https://login.composition.example.com/authorize",
      tokenUrl: "https://login.composition.example.com/token",
      scopes: ["notes"]
    }
  },
  perUser: perUserCredentials
};

const OPERATIONS = {
  getRemoteNote: {
    method: "GET",
    path: "/notes/{noteId}",
    parameters: [
      { in: "path", name: "noteId", property: "noteId", style: "simple", explode: false }
    ],
    accept: ["application/json"],
    auth: ["bearerAuth"],
    errors: { "404": (data) => new errors.RemoteNotFound(data as RemoteNotFoundData) },
    timeoutMs: 30000,
    structured: true,
    documented: schemas.getRemoteNoteOutput,
    advertised: schemas.getRemoteNoteOutput
  },
  myRemoteNotes: {
    method: "GET",
    path: "/me/notes",
    parameters: [],
    accept: ["application/json"],
    auth: ["notesUser"],
    scopes: ["notes"],
    errors: {},
    timeoutMs: 30000,
    structured: true,
    documented: schemas.myRemoteNotesOutput,
    advertised: schemas.myRemoteNotesOutput
  },
} satisfies Record<string, Operation>;

/**
 * One typed function per tool with an `http` binding: the request it makes and the result it answers (the output, or
 * a complete result when the API answers binary content: test it with isToolResult()).
 */
export const operations = {
  /** get_remote_note: GET /notes/{noteId} */
  getRemoteNote: (input: GetRemoteNoteInput, ctx: ToolContext): Promise<ToolReturn<GetRemoteNoteOutput>> =>
    callOperation<GetRemoteNoteOutput>(API, OPERATIONS.getRemoteNote, input, ctx),
  /** my_remote_notes: GET /me/notes */
  myRemoteNotes: (input: MyRemoteNotesInput, ctx: ToolContext): Promise<ToolReturn<MyRemoteNotesOutput>> =>
    callOperation<MyRemoteNotesOutput>(API, OPERATIONS.myRemoteNotes, input, ctx),
};
