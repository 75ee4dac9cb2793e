//
//  ProjectAboutViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 3/22/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "ProjectVisualization.h"


@interface ProjectAboutViewController : UITableViewController

@property id <ProjectVisualization> project;

@end
