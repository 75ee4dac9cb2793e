//
//  CommentVisualization.h
//  iNaturalist
//
//  Created by Alex Shepard on 3/7/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <Foundation/Foundation.h>

#import "ActivityVisualization.h"

@protocol CommentVisualization <ActivityVisualization>

@end
