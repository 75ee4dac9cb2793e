//
//  NewsViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 1/13/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "ProjectVisualization.h"

@interface SiteNewsViewController : UIViewController

@property id <ProjectVisualization> project;

@end
