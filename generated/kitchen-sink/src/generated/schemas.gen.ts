// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema } from './runtime/api.gen.js';
import type {
  CountdownInput,
  CountdownOutput,
  DeleteInput,
  EchoInput,
  EchoOutput,
  FailInput,
  FilesReadTextInput,
  FilesReadTextOutput,
  GeometryMeasureInput,
  GeometryMeasureOutput,
  ImageRenderInput,
  InfoInput,
  StatusInput,
  TagGetInput,
  TagGetOutput,
  TagUpsertInput,
  TagUpsertOutput,
  TagsListInput,
  TagsListOutput,
  TodoLaterInput,
  TreeStatsInput,
  TreeStatsOutput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  Tag: {
    type: "object",
    properties: {
      name: {
        type: "string",
        pattern: "^[a-z][a-z0-9-]*$"
      },
      color: {
        type: "string",
        enum: ["red", "green", "blue"]
      },
      note: {
        type: ["string", "null"]
      }
    },
    required: ["name", "color"],
    additionalProperties: false
  },
  TreeNode: {
    type: "object",
    properties: {
      value: {
        type: "number"
      },
      children: {
        type: "array",
        items: {
          $ref: "#/$defs/TreeNode"
        }
      }
    },
    required: ["value"],
    additionalProperties: false
  },
  Point: {
    type: "object",
    properties: {
      x: {
        type: "number"
      },
      y: {
        type: "number"
      }
    },
    required: ["x", "y"],
    additionalProperties: false
  }
};

/** Input of status. */
export const statusInput = jsonSchema<StatusInput>({
  type: "object",
  additionalProperties: false
});

/** Input of echo. */
export const echoInput = jsonSchema<EchoInput>({
  type: "object",
  properties: {
    text: {
      type: "string",
      minLength: 1,
      maxLength: 200
    },
    mode: {
      type: "string",
      enum: ["upper", "lower", "keep"],
      default: "keep"
    },
    repeat: {
      type: "integer",
      minimum: 1,
      maximum: 5,
      default: 1
    },
    note: {
      type: ["string", "null"],
      description: "A nullable note"
    },
    id: {
      anyOf: [
        {
          type: "string",
          minLength: 1
        },
        {
          type: "integer",
          minimum: 0
        }
      ]
    },
    at: {
      type: "string",
      format: "date-time"
    }
  },
  required: ["text"],
  additionalProperties: false
}, { defaults: true });

/** Output (structuredContent) of echo. */
export const echoOutput = jsonSchema<EchoOutput>({
  type: "object",
  properties: {
    text: {
      type: "string"
    },
    mode: {
      type: "string",
      enum: ["upper", "lower", "keep"]
    },
    note: {
      type: ["string", "null"]
    },
    id: {
      anyOf: [
        {
          type: "string"
        },
        {
          type: "integer"
        }
      ]
    },
    length: {
      type: "integer",
      minimum: 0
    }
  },
  required: ["text", "mode", "note", "length"],
  additionalProperties: false
});

/** Input of files.read-text. */
export const filesReadTextInput = jsonSchema<FilesReadTextInput>({
  type: "object",
  properties: {
    path: {
      type: "string",
      minLength: 1
    },
    maxBytes: {
      type: "integer",
      minimum: 1,
      default: 1024
    }
  },
  required: ["path"],
  additionalProperties: false
}, { defaults: true });

/** Output (structuredContent) of files.read-text. */
export const filesReadTextOutput = jsonSchema<FilesReadTextOutput>({
  type: "object",
  properties: {
    path: {
      type: "string"
    },
    text: {
      type: "string"
    },
    truncated: {
      type: "boolean"
    }
  },
  required: ["path", "text", "truncated"],
  additionalProperties: false
});

/** Input of tag.upsert. */
export const tagUpsertInput = jsonSchema<TagUpsertInput>({
  type: "object",
  properties: {
    tag: {
      $ref: "#/$defs/Tag"
    },
    expectedVersion: {
      type: ["integer", "null"],
      minimum: 0
    }
  },
  required: ["tag"],
  additionalProperties: false,
  $defs: {
    Tag: sharedDefs.Tag
  }
});

/** Output (structuredContent) of tag.upsert. */
export const tagUpsertOutput = jsonSchema<TagUpsertOutput>({
  type: "object",
  properties: {
    tag: {
      $ref: "#/$defs/Tag"
    },
    version: {
      type: "integer",
      minimum: 1
    }
  },
  required: ["tag", "version"],
  additionalProperties: false,
  $defs: {
    Tag: sharedDefs.Tag
  }
});

/** Input of tags.list. */
export const tagsListInput = jsonSchema<TagsListInput>({
  type: "object",
  properties: {
    color: {
      type: "string",
      enum: ["red", "green", "blue"]
    }
  },
  additionalProperties: false
});

/** Output (structuredContent) of tags.list. */
export const tagsListOutput = jsonSchema<TagsListOutput>({
  type: "array",
  items: {
    $ref: "#/$defs/Tag"
  },
  $defs: {
    Tag: sharedDefs.Tag
  }
});

/** Input of tag.get. */
export const tagGetInput = jsonSchema<TagGetInput>({
  type: "object",
  properties: {
    name: {
      type: "string"
    }
  },
  required: ["name"],
  additionalProperties: false
});

/** Output (structuredContent) of tag.get. */
export const tagGetOutput = jsonSchema<TagGetOutput>({
  type: "object",
  $ref: "#/$defs/Tag",
  $defs: {
    Tag: sharedDefs.Tag
  }
});

/** Input of tree.stats. */
export const treeStatsInput = jsonSchema<TreeStatsInput>({
  type: "object",
  properties: {
    tree: {
      $ref: "#/$defs/TreeNode"
    }
  },
  required: ["tree"],
  additionalProperties: false,
  $defs: {
    TreeNode: sharedDefs.TreeNode
  }
});

/** Output (structuredContent) of tree.stats. */
export const treeStatsOutput = jsonSchema<TreeStatsOutput>({
  type: "object",
  properties: {
    sum: {
      type: "number"
    },
    count: {
      type: "integer",
      minimum: 1
    },
    depth: {
      type: "integer",
      minimum: 1
    },
    mirrored: {
      $ref: "#/$defs/TreeNode"
    }
  },
  required: ["sum", "count", "depth", "mirrored"],
  additionalProperties: false,
  $defs: {
    TreeNode: sharedDefs.TreeNode
  }
});

/** Input of geometry.measure. */
export const geometryMeasureInput = jsonSchema<GeometryMeasureInput>({
  type: "object",
  properties: {
    shapes: {
      type: "array",
      items: {
        $ref: "#/$defs/Shape"
      },
      minItems: 1
    },
    precision: {
      type: "integer",
      minimum: 0,
      maximum: 6
    }
  },
  required: ["shapes"],
  additionalProperties: false,
  $defs: {
    Point: sharedDefs.Point,
    Shape: {
      oneOf: [
        {
          type: "object",
          properties: {
            kind: {
              const: "circle"
            },
            center: {
              $ref: "#/$defs/Point"
            },
            radius: {
              type: "number",
              exclusiveMinimum: 0
            }
          },
          required: ["kind", "center", "radius"],
          additionalProperties: false
        },
        {
          type: "object",
          properties: {
            kind: {
              const: "rect"
            },
            corners: {
              type: "array",
              prefixItems: [
                {
                  $ref: "#/$defs/Point"
                },
                {
                  $ref: "#/$defs/Point"
                }
              ],
              items: false,
              minItems: 2
            }
          },
          required: ["kind", "corners"],
          additionalProperties: false
        }
      ]
    }
  }
});

/** Output (structuredContent) of geometry.measure. */
export const geometryMeasureOutput = jsonSchema<GeometryMeasureOutput>({
  type: "object",
  properties: {
    areas: {
      type: "array",
      items: {
        type: "number"
      }
    },
    boundingBox: {
      type: "array",
      prefixItems: [
        {
          $ref: "#/$defs/Point"
        },
        {
          $ref: "#/$defs/Point"
        }
      ],
      items: false,
      minItems: 2
    }
  },
  required: ["areas", "boundingBox"],
  additionalProperties: false,
  $defs: {
    Point: sharedDefs.Point
  }
});

/** Input of delete. */
export const deleteToolInput = jsonSchema<DeleteInput>({
  type: "object",
  properties: {
    name: {
      type: "string",
      minLength: 1
    },
    force: {
      type: "boolean",
      default: false
    }
  },
  required: ["name"],
  additionalProperties: false
}, { defaults: true });

/** Input of info. */
export const infoInput = jsonSchema<InfoInput>({
  type: "object",
  properties: {
    verbose: {
      type: "boolean"
    }
  },
  additionalProperties: false
});

/** Input of image.render. */
export const imageRenderInput = jsonSchema<ImageRenderInput>({
  type: "object",
  properties: {
    color: {
      type: "string",
      enum: ["red", "green", "blue"]
    }
  },
  required: ["color"],
  additionalProperties: false
});

/** Input of fail. */
export const failInput = jsonSchema<FailInput>({
  type: "object",
  properties: {
    error: {
      type: "string",
      enum: ["RateLimited", "TagNotFound", "Conflict", "Unavailable", "InvalidParamsError", "InvalidRequestError", "NotFoundError", "PermissionDeniedError", "InternalError", "unexpected"]
    },
    message: {
      type: "string",
      minLength: 1
    }
  },
  required: ["error"],
  additionalProperties: false
});

/** Input of countdown. */
export const countdownInput = jsonSchema<CountdownInput>({
  type: "object",
  properties: {
    steps: {
      type: "integer",
      minimum: 1,
      maximum: 10000
    },
    delayMs: {
      type: "integer",
      minimum: 0,
      maximum: 5000,
      description: "Pause per step"
    },
    fail: {
      type: "boolean",
      description: "Throw Unavailable after the last step"
    }
  },
  required: ["steps", "delayMs"],
  additionalProperties: false
});

/** Output (structuredContent) of countdown. */
export const countdownOutput = jsonSchema<CountdownOutput>({
  type: "object",
  properties: {
    steps: {
      type: "integer"
    }
  },
  required: ["steps"],
  additionalProperties: false
});

/** Input of todo-later. */
export const todoLaterInput = jsonSchema<TodoLaterInput>({
  type: "object",
  properties: {
    anything: {
      type: "string"
    }
  },
  additionalProperties: false
});
